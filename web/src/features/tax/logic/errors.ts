/**
 * The refusals the CP58 calls answer in the response envelope (docs/api-tax.md): the feature switched off
 * (cp58_off), a company not trading in ringgit (not_malaysian) and a year not over yet (year_not_ended).
 * The contract says 400; the server answers them as rules of the operation (422): read by their code under
 * either. The screens show the server's message, in the user's language, and what to do next.
 */
import { ApiError } from '@/lib/api';

export const TAX_REFUSALS = ['cp58_off', 'not_malaysian', 'year_not_ended'] as const;
export type TaxRefusalCode = (typeof TAX_REFUSALS)[number];

export interface TaxRefusal {
  code: TaxRefusalCode;
  message: string;
}

/** The known refusal a failed call carries, or null for any other failure. */
export function taxRefusalOf(error: unknown): TaxRefusal | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return null;
  const code = (TAX_REFUSALS as readonly string[]).find((c) => c === error.error) as TaxRefusalCode | undefined;
  return code ? { code, message: error.message } : null;
}
