/** Couriers' shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under the names the
 * screens use. Money and bounds are decimal strings. */
import type { Narrow, Schema, Sent } from '@/lib/schema';

export type RateBasis = 'weight' | 'units';
export type Country = 'MY' | 'ID';
export const COUNTRIES: readonly Country[] = ['MY', 'ID'];

/** "Up to `upTo` kg (or units) inclusive, from the previous row's bound": `price`. */
export type RateRow = Sent<Schema<'CourierRate'>>;

export type Region = Narrow<Sent<Schema<'CourierRegion'>>, { country: Country }>;

type RegionInput = Narrow<Schema<'CourierRegion'>, { country: Country }>;

/** GET /api/courier/detail. One schema serves the form's body and the answer: an answer always has `id`. */
export type Courier = Narrow<Sent<Schema<'Courier'>>, { id: number; rateBasis: RateBasis; regions: Region[] }>;

export type CourierInput = Narrow<Schema<'Courier'>, { rateBasis?: RateBasis; regions: RegionInput[] }>;

export type RateOption = Sent<Schema<'ShippingOption'>>;

export type RateQuote = Sent<Schema<'ShippingQuote'>>;
