import { ApiError } from '@/lib/api';
import i18n from '@/lib/i18n';

/** Puts a 422's `data.errors` next to the form's fields (shared with the vendor console). */
export { placeServerErrors } from '@rangkai/shared';

/** The text to show for a failed call: the server's message, or the generic one. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('errors.generic');
}

/** The first server field error, for refusals that have no field on screen (e.g. delete refused). */
export function firstServerError(error: unknown): string {
  if (error instanceof ApiError && error.errors) {
    const first = Object.values(error.errors)[0];
    if (first) return String(first);
  }
  return failureText(error);
}

/** A form's outcome line: an error or a success message (null: nothing to say). */
export type Status = { kind: 'error' | 'success'; text: string } | null;
