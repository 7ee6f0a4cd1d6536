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
