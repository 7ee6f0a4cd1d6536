/**
 * The dashboard's shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under the
 * names the screen uses. In an answer every field is present (`Sent`): the optional ones arrive as null.
 * Money is a decimal string at the company currency's scale.
 */
import type { Narrow, Schema, Sent } from '@/lib/schema';

/** The order tabs the HQ side waits on, in the orders screen's order. */
export const WAITING_STATUSES = ['unpaid', 'approval', 'to_ship', 'delivery'] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

/** How many orders wait in one tab (the document writes `status` as a free string). */
export type StatusCount = Narrow<Sent<Schema<'StatusCount'>>, { status: WaitingStatus }>;
export type LowStockItem = Sent<Schema<'LowStockItem'>>;
export type Performer = Sent<Schema<'Performer'>>;
export type GreetingText = Sent<Schema<'GreetingText'>>;
export type PinnedNews = Sent<Schema<'PinnedNews'>>;

/** The company's figures: HQ, and staff who read reports. */
export type HqDashboard = Narrow<Sent<Schema<'HqDashboard'>>, { ordersWaiting: StatusCount[] }>;
/** An agent's own figures. */
export type AgentDashboard = Sent<Schema<'AgentDashboard'>>;

/** GET /api/dashboard: `hq` and `agent` are each null for whoever does not get them (both for staff without report rights). */
export type Dashboard = Narrow<Sent<Schema<'Dashboard'>>, { hq: HqDashboard | null; agent: AgentDashboard | null }>;
