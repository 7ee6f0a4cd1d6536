/**
 * The refusals the e-invoice calls answer in the response envelope (docs/api-einvoice.md). The screen shows
 * the server's message (in the user's language; for `myinvois_refused` it carries MyInvois's own words) and,
 * for the ones about the company as a whole, what to do next.
 */
import { ApiError } from '@/lib/api';

/** A company not trading in ringgit: every call is refused, the screen shows why and nothing else. */
export const isNotMalaysian = (error: unknown) => error instanceof ApiError && error.error === 'not_malaysian';

/**
 * Why a connection was refused: MyInvois refused the credentials, could not be reached, or (422
 * `company_tin_unknown`) LHDN does not know the company's TIN with its registration number, which HQ
 * corrects in Setup → Company. Nothing is saved in any of them.
 */
export const CONNECT_REFUSALS = ['myinvois_refused', 'myinvois_unreachable', 'company_tin_unknown'] as const;
export type ConnectRefusal = (typeof CONNECT_REFUSALS)[number];

/** The code of a refused connection (one of CONNECT_REFUSALS), or null. */
export function connectRefusalOf(error: unknown): ConnectRefusal | null {
  if (!(error instanceof ApiError)) return null;
  return (CONNECT_REFUSALS as readonly string[]).includes(error.error ?? '') ? (error.error as ConnectRefusal) : null;
}

/** The code of a failed call (`not_invalid`, `not_cancellable`, `myinvois_not_connected`…), or null. */
export const codeOf = (error: unknown): string | null => (error instanceof ApiError ? (error.error ?? null) : null);
