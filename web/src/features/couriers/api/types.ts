/** Shapes from docs/api-catalogue.md § Couriers. Money and bounds are decimal strings. */
export type RateBasis = 'weight' | 'units';
export type Country = 'MY' | 'ID';
export const COUNTRIES: readonly Country[] = ['MY', 'ID'];

/** "Up to `upTo` kg (or units) inclusive, from the previous row's bound": `price`. */
export interface RateRow {
  upTo: string;
  price: string;
}

export interface Region {
  id?: number | null;
  name: string;
  country: Country;
  states: string[];
  rates: RateRow[];
}

export interface Courier {
  id: number;
  name: string;
  service: string;
  rateBasis: RateBasis;
  handlingFee: string;
  freeShippingThreshold: string | null;
  active: boolean;
  regions: Region[];
}

export interface CourierInput extends Omit<Courier, 'id'> {
  id?: number;
}

export interface RateOption {
  courierId: number;
  name: string;
  service: string;
  shipping: string;
  handlingFee: string;
  total: string;
  freeShipping: boolean;
}

export interface RateQuote {
  options: RateOption[];
  contactHq: boolean;
  message: string | null;
}
