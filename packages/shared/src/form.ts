import { ApiError } from './envelope';

/**
 * Puts a 422's field errors next to a form's fields (react-hook-form's `setError` fits). `rename` maps a
 * request field to a form field (e.g. bookingTimeMinutes → bookingHours). Returns true when at least one
 * error was placed; the caller shows the rest (the error's message) above the form.
 */
export function placeServerErrors<F extends string>(
  error: unknown,
  setError: (name: F, e: { type: string; message: string }) => void,
  fields: readonly string[],
  rename: Readonly<Record<string, F>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let placed = false;
  for (const [key, message] of Object.entries(error.errors)) {
    const field = rename[key] ?? key;
    if (fields.includes(field)) {
      setError(field as F, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
