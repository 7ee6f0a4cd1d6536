/**
 * The courier form: rules (name and service required; at least one region, each with a name, a country,
 * ≥ 1 state and ≥ 1 rate; bounds > 0 and distinct), its values ↔ the API's Courier, and where a 422's
 * field errors go. Messages are locale keys.
 */
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { COUNTRIES, type Country, type Courier, type CourierInput } from '../api/types';
import { MONEY_RE, rateIssues, sortRates } from './rates';

export const COURIER_MSG = {
  required: 'errors.required',
  money: 'stock.courier.errors.money',
  noRegions: 'stock.courier.errors.noRegions',
  noStates: 'stock.courier.errors.noStates',
  noRates: 'stock.courier.errors.noRates',
} as const;

const required = z.string().trim().min(1, COURIER_MSG.required);
const money = z.string().refine((v) => v.trim() === '' || MONEY_RE.test(v.trim()), COURIER_MSG.money);

const regionSchema = z.object({
  id: z.number().nullable(),
  name: required,
  country: z.enum(COUNTRIES as [Country, ...Country[]]),
  states: z.array(z.string()).min(1, COURIER_MSG.noStates),
  rates: z.array(z.object({ upTo: z.string(), price: z.string() })).min(1, COURIER_MSG.noRates),
});

export const courierSchema = z
  .object({
    name: required,
    service: required,
    rateBasis: z.enum(['weight', 'units']),
    handlingFee: money,
    freeShippingThreshold: money,
    active: z.boolean(),
    regions: z.array(regionSchema).min(1, COURIER_MSG.noRegions),
  })
  .superRefine((v, ctx) => {
    v.regions.forEach((region, r) => {
      for (const issue of rateIssues(region.rates, v.rateBasis)) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['regions', r, 'rates', issue.index, issue.field] });
      }
    });
  });

export type CourierValues = z.infer<typeof courierSchema>;
export type RegionValues = CourierValues['regions'][number];

export const emptyRate = () => ({ upTo: '', price: '' });
export const emptyRegion = (country: Country = 'MY'): RegionValues => ({ id: null, name: '', country, states: [], rates: [emptyRate()] });

export function courierValues(c?: Courier | null): CourierValues {
  if (!c) {
    return { name: '', service: '', rateBasis: 'weight', handlingFee: '', freeShippingThreshold: '', active: true, regions: [emptyRegion()] };
  }
  return {
    name: c.name,
    service: c.service,
    rateBasis: c.rateBasis === 'units' ? 'units' : 'weight',
    handlingFee: c.handlingFee ?? '',
    freeShippingThreshold: c.freeShippingThreshold ?? '',
    active: c.active,
    regions: c.regions.map((r) => ({
      id: r.id ?? null,
      name: r.name,
      country: (COUNTRIES as readonly string[]).includes(r.country) ? r.country : 'MY',
      states: [...r.states],
      rates: sortRates(r.rates).map((x) => ({ upTo: x.upTo, price: x.price })),
    })),
  };
}

/** The same values with every region's rates in order (done before saving, so errors match rows). */
export function withSortedRates(v: CourierValues): CourierValues {
  return { ...v, regions: v.regions.map((r) => ({ ...r, rates: sortRates(r.rates) })) };
}

/** The POST /api/courier/store body (rates as given: sort first with withSortedRates). */
export function courierInput(v: CourierValues, id?: number): CourierInput {
  const fee = v.handlingFee.trim();
  const threshold = v.freeShippingThreshold.trim();
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    service: v.service.trim(),
    rateBasis: v.rateBasis,
    handlingFee: fee === '' ? '0.00' : fee,
    freeShippingThreshold: threshold === '' ? null : threshold,
    active: v.active,
    regions: v.regions.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      name: r.name.trim(),
      country: r.country,
      states: r.states,
      rates: r.rates.map((x) => ({ upTo: x.upTo.trim(), price: x.price.trim() })),
    })),
  };
}

const TOP = new Set(['name', 'service', 'rateBasis', 'handlingFee', 'freeShippingThreshold', 'active']);
const REGION_RE = /^regions\.(\d+)\.(name|country|states|rates)$/;
const RATE_RE = /^regions\.(\d+)\.rates\.(\d+)\.(upTo|price)$/;

/** Splits a 422's data.errors into form paths that exist on screen and messages for above the form. */
export function placeCourierErrors(error: unknown, v: CourierValues): { fields: [string, string][]; general: string[] } {
  const out = { fields: [] as [string, string][], general: [] as string[] };
  if (!(error instanceof ApiError) || !error.errors) return out;
  for (const [key, raw] of Object.entries(error.errors)) {
    const message = String(raw);
    const region = REGION_RE.exec(key);
    const rate = RATE_RE.exec(key);
    const placed =
      TOP.has(key) ||
      (region !== null && Number(region[1]) < v.regions.length) ||
      (rate !== null && Number(rate[1]) < v.regions.length && Number(rate[2]) < v.regions[Number(rate[1])].rates.length);
    if (placed) out.fields.push([key, message]);
    else out.general.push(message);
  }
  return out;
}
