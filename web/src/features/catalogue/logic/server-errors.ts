import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api';
import { failureText } from '@/lib/form';
import i18n from '@/lib/i18n';

/**
 * Sorting a 422's `data.errors` (docs/api-catalogue.md names fields like `quantityRanges.1.minRange`):
 * errors of a field on screen go next to it; errors of a list as a whole go to its section; the rest
 * are shown with the form's message.
 */
export interface SortedErrors<S extends string> {
  fields: [string, string][];
  sections: Partial<Record<S, string[]>>;
  other: string[];
}

export function sortServerErrors<S extends string>(
  errors: Record<string, unknown> | undefined,
  isField: (key: string) => boolean,
  sections: readonly S[],
): SortedErrors<S> {
  const out: SortedErrors<S> = { fields: [], sections: {}, other: [] };
  for (const [key, raw] of Object.entries(errors ?? {})) {
    const message = String(raw);
    if (isField(key)) {
      out.fields.push([key, message]);
      continue;
    }
    const section = sections.find((s) => key === s || key.startsWith(`${s}.`));
    if (section) (out.sections[section] ??= []).push(message);
    else out.other.push(message);
  }
  return out;
}

/** What a catalogue form shows after a failed save: the sections' errors and its message's lines. */
export interface SaveFailure<S extends string> {
  sections: Partial<Record<S, string[]>>;
  lines: string[];
}

/**
 * A catalogue form's failed save: the errors of fields on screen go next to them (`setError`); a
 * 422's list errors go to their sections and the rest follow "fix the marked fields" in the form's
 * message. Any other failure is the message's only line.
 */
export function placeSaveFailure<V extends FieldValues, S extends string>(
  error: unknown,
  setError: UseFormSetError<V>,
  isField: (key: string) => boolean,
  sections: readonly S[],
): SaveFailure<S> {
  if (!(error instanceof ApiError && error.errors)) return { sections: {}, lines: [failureText(error)] };
  const sorted = sortServerErrors(error.errors, isField, sections);
  for (const [key, message] of sorted.fields) setError(key as Path<V>, { type: 'server', message });
  return { sections: sorted.sections, lines: [i18n.t('catalogue.errors.fixErrors'), ...sorted.other] };
}
