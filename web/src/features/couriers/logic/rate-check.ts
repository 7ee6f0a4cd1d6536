/** The "check a rate" tool: its rules and the GET /api/courier/rate query. */
import { z } from 'zod';
import type { Params } from '@/lib/api';
import { MONEY_RE, UNITS_RE, WEIGHT_RE } from './rates';

const optional = (re: RegExp, message: string) => z.string().refine((v) => v.trim() === '' || re.test(v.trim()), message);

export const rateCheckSchema = z
  .object({
    country: z.enum(['MY', 'ID']),
    state: z.string().min(1, 'stock.rate.errors.state'),
    weight: optional(WEIGHT_RE, 'stock.courier.errors.weight'),
    units: optional(UNITS_RE, 'stock.courier.errors.units'),
    subtotal: optional(MONEY_RE, 'stock.courier.errors.money'),
  })
  .superRefine((v, ctx) => {
    if (v.weight.trim() === '' && v.units.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'stock.rate.errors.parcel', path: ['weight'] });
    }
  });

export type RateCheckValues = z.infer<typeof rateCheckSchema>;

export function rateParams(v: RateCheckValues): Params {
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  return { country: v.country, state: v.state, weight: opt(v.weight), units: opt(v.units), subtotal: opt(v.subtotal) };
}
