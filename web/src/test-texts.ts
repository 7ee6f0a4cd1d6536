/**
 * Helpers for the features' texts tests: which keys of a namespace the screens name, and whether a
 * dictionary (one locale file) has a text for them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The .ts and .tsx files below `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The keys the sources below `dir` name as `'<namespace>.a.b'` literals, without the namespace. */
export function namedKeys(dir: string, namespace: string): Set<string> {
  const literal = new RegExp(`['\`]${namespace}\\.([A-Za-z0-9_.]+)['\`]`, 'g');
  const found = new Set<string>();
  for (const f of sourceFiles(dir)) {
    for (const m of fs.readFileSync(f, 'utf8').matchAll(literal)) found.add(m[1]);
  }
  return found;
}

/** Every leaf key of a dictionary, dotted (`a.b.c`). */
export function textKeys(dict: unknown, prefix = ''): string[] {
  if (typeof dict !== 'object' || dict === null) return [prefix];
  return Object.entries(dict).flatMap(([k, v]) => textKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Whether the dictionary has a text at the dotted `key` (or its plural, `key_other`). */
export function hasText(dict: object, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  const parent = parts.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), dict);
  if (!parent || typeof parent !== 'object') return false;
  const obj = parent as Record<string, unknown>;
  return typeof obj[last] === 'string' || typeof obj[`${last}_other`] === 'string';
}
