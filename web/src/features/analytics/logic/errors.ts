/** A refused chart call (422) names the filter at fault: its message goes under that filter. */
import { ApiError } from '@/lib/api';
import { FILTER_KEYS, type FilterKey } from './filters';

export type FilterErrors = Partial<Record<FilterKey, string>>;

/** The filters' messages of a 422 (empty for any other failure). */
export function filterErrorsOf(error: unknown): FilterErrors {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return {};
  const out: FilterErrors = {};
  for (const key of FILTER_KEYS) {
    const message = error.errors[key];
    if (message) out[key] = String(message);
  }
  return out;
}
