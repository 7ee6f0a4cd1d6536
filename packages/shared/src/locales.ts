/**
 * For the apps' locale tests: a locale file (nested JSON) as dotted key → text, so that the three languages
 * can be compared key by key and placeholder by placeholder.
 */
export function flattenLocale(tree: unknown, prefix = ''): Record<string, unknown> {
  if (typeof tree !== 'object' || tree === null) return { [prefix]: tree };
  return Object.assign({}, ...Object.entries(tree).map(([k, v]) => flattenLocale(v, prefix ? `${prefix}.${k}` : k))) as Record<string, unknown>;
}

/** The `{{placeholders}}` of a text, sorted and comma-joined ('{{name}} has {{count}}' → 'count,name'). */
export function placeholdersOf(text: unknown): string {
  if (typeof text !== 'string') return '';
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
}
