import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { PostBody, PostCall } from '../src/lib/schema';

/**
 * The `request` fixture talks to the server by address with the company's Host header: Node does
 * not resolve *.localhost names the way Chromium does.
 */
export const test = base.extend({
  request: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? 'http://demo.localhost:8080');
    const ctx = await playwrightRequest.newContext({
      baseURL: `${url.protocol}//127.0.0.1:${url.port || '80'}`,
      extraHTTPHeaders: { Host: url.host },
    });
    await provide(ctx);
    await ctx.dispose();
  },
});

export const HQ = { email: 'hq@demo.test', password: 'Demo@1234' };
export const TOKEN_KEY = 'rk.token';

const here = path.dirname(fileURLToPath(import.meta.url));
/** web/e2e → web → <repo> → the shared folder beside the repo (web/../../shared). */
export const ROUTES_FILE = process.env.RK_ROUTES_FILE ?? path.resolve(here, '../../../shared/spec/routes.txt');

export interface SpecRoute {
  kind: 'public' | 'login';
  pattern: string;
  sample: string;
}

export function specRoutes(): SpecRoute[] {
  return fs
    .readFileSync(ROUTES_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [kind, pattern] = l.split(/\s+/) as ['public' | 'login', string];
      return { kind, pattern, sample: pattern.replace(/\{[^}]+\}/g, '1') };
    });
}

interface Envelope<T> {
  meta: { code: number; message: string; error?: string };
  data: T;
}

/** POST /api/login through the API; returns the token. */
export async function apiLogin(request: APIRequestContext, who = HQ): Promise<string> {
  const data: PostBody<'/login'> = { email: who.email, password: who.password, remember: true };
  const res = await request.post('/api/login', { data });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as Envelope<{ token: string }>;
  return body.data.token;
}

/** POST a path of the OpenAPI document with the body it declares (checked by the compiler, as the app's api.post). */
export async function apiPost<T>(request: APIRequestContext, token: string, ...[url, data]: PostCall): Promise<T> {
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

export async function apiGet<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

/** Signs in through the login form and waits for the dashboard. */
export async function signInUI(page: Page, who = HQ, remember = true): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  if (remember) await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('welcome')).toBeVisible();
}

/** Puts a token straight into localStorage (sign in once via the API). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.goto('/offline');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

/** The company JSON the server injected into index.html (or the public lookup). */
export async function injectedCompany(page: Page): Promise<{ primary_color: string; name: string }> {
  const injected = await page.evaluate(() => document.getElementById('rk-company')?.textContent ?? null);
  if (injected) return JSON.parse(injected) as { primary_color: string; name: string };
  const res = await page.request.get(`/api/attribute/data-company?domain=${new URL(page.url()).hostname}`);
  return ((await res.json()) as Envelope<{ primary_color: string; name: string }>).data;
}

/** '#0f766e' → 'rgb(15, 118, 110)'. */
export function hexToRgb(hex: string): string {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
