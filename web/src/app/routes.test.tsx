import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/translation.json';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';
import { HIDDEN_HQ_PATH, HIDDEN_MEMBER_PATH, NOT_FOUND_ID, routes } from './routes';

const here = path.dirname(fileURLToPath(import.meta.url));
// web/src/app → web/src → web → <repo> → the shared folder beside the repo: web/../../shared
const ROUTES_FILE = process.env.RK_ROUTES_FILE ?? path.resolve(here, '../../../../shared/spec/routes.txt');

/** Spec routes: "public /login", "login /products/edit/{id}" → { kind, path with sample values }. */
function specRoutes(): { kind: string; pattern: string; sample: string }[] {
  return fs
    .readFileSync(ROUTES_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [kind, pattern] = l.split(/\s+/);
      return { kind, pattern, sample: pattern.replace(/\{[^}]+\}/g, '1') };
    });
}

function resolve(pathname: string) {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route;
}

function isNotFound(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.length === 0 || matches.some((m) => m.route.id === NOT_FOUND_ID);
}

describe('route table', () => {
  const spec = specRoutes();

  it('reads the spec route list', () => {
    expect(spec.length).toBeGreaterThan(100);
  });

  it.each(spec.map((r) => [r.pattern, r.sample]))('%s resolves to a real route, not the catch-all', (_pattern, sample) => {
    expect(resolve(sample)).toBeDefined();
    expect(isNotFound(sample)).toBe(false);
  });

  it('sends unknown paths and the hidden entries where they belong', () => {
    expect(isNotFound('/definitely-not-a-page')).toBe(true);
    expect(isNotFound('/products/edit/1/extra')).toBe(true);
    expect(isNotFound(HIDDEN_MEMBER_PATH)).toBe(false);
    expect(isNotFound(HIDDEN_HQ_PATH)).toBe(false);
  });

  it('has a translated title for every placeholder, and no duplicate paths', () => {
    const titles = en.routes as Record<string, string>;
    for (const r of PLACEHOLDER_ROUTES) expect(titles[r.title], r.title).toBeTruthy();
    const paths = PLACEHOLDER_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps public spec routes public (outside RequireAuth)', () => {
    for (const r of spec.filter((s) => s.kind === 'public')) {
      const matches = matchRoutes(routes, r.sample) ?? [];
      const protectedMatch = matches.some((m) => m.route.element && typeof m.route.element === 'object' && 'type' in m.route.element && (m.route.element.type as { name?: string }).name === 'RequireAuth');
      expect(protectedMatch, r.pattern).toBe(false);
    }
  });
});
