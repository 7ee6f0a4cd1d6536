/**
 * The analytics' shapes (docs/api-reports.md, "Analytics"), from the generated document
 * (src/lib/api-schema.ts through @/lib/schema). Money is a decimal string at the company currency's scale.
 */
import type { Schema, Sent } from '@/lib/schema';

/**
 * One bar or point: `label` is a day (YYYY-MM-DD), a month (YYYY-MM), a category, product or state (a
 * state code; null for pickups), or an age band; `amount` the completed sales, refunds taken back.
 */
export type AnalyticPoint = Sent<Schema<'AnalyticPoint'>>;

/**
 * GET /api/analytic/{sales,category,product,state,age}: the range the server used (its default is this
 * month so far), what a point is (`bucket`), the points in the server's order and their amounts summed.
 */
export type AnalyticChart = Sent<Schema<'AnalyticChart'>>;
