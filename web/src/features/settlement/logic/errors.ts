/** A refused report call (422) names the filter at fault: its message goes under that filter. */
import { ApiError } from '@/lib/api';
import type { FilterKey } from './query';

const FILTER_KEYS: readonly FilterKey[] = ['from', 'to', 'status'];

/** The filters' messages of a 422 (empty for any other failure); fields that are not filters (page) are left out. */
export function filterErrorsOf(error: unknown): Partial<Record<FilterKey, string>> {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return {};
  const out: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const message = error.errors[key];
    if (message) out[key] = String(message);
  }
  return out;
}
