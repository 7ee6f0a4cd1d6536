import { expect } from '@playwright/test';
import { test, HQ, apiGet, apiLogin, apiPost, hexToRgb, injectedCompany, signInUI, specRoutes, useToken } from './helpers';
import type { Schema } from '../src/lib/schema';

test.beforeEach(async ({ request }) => {
  // Each test starts from HQ in English, whatever an earlier run left behind.
  const token = await apiLogin(request);
  await apiPost(request, token, '/api/attribute/language', { lang: 'en' });
});

test.describe('foundation', () => {
  test('HQ signs in to the dashboard, which wears the company colour', async ({ page }) => {
    await page.goto('/login');
    const company = await injectedCompany(page);
    await signInUI(page);
    await expect(page.getByTestId('welcome')).toContainText('Welcome');
    const bg = await page.getByTestId('brand-primary').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe(hexToRgb(company.primary_color));
    await expect(page).toHaveTitle(new RegExp(company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('language chosen on the profile survives sign-out and sign-in', async ({ page, request }) => {
    try {
      await signInUI(page);
      await page.goto('/profile?tab=language');
      await page.getByTestId('language-select').selectOption('my');
      await page.getByTestId('language-save').click();
      await expect(page.getByTestId('language-success')).toBeVisible();
      await expect(page.getByTestId('nav-dashboard')).toHaveText('Papan pemuka');

      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login/);
      await signInUI(page);
      await expect(page.getByTestId('nav-dashboard')).toHaveText('Papan pemuka');
      await expect(page.getByTestId('welcome')).toContainText('Selamat datang');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    } finally {
      const token = await apiLogin(request);
      await apiPost(request, token, '/api/attribute/language', { lang: 'en' });
    }
  });

  test('profile edit (first name) is saved and visible after reload', async ({ page, request }) => {
    const token = await apiLogin(request);
    const before = await apiGet<Schema<'UserDetail'>>(request, token, '/api/user/detail');
    const name = `Aminah${Date.now().toString().slice(-6)}`;
    try {
      await signInUI(page);
      await page.goto('/profile');
      await page.getByTestId('account-first-name').fill(name);
      await page.getByTestId('account-save').click();
      await expect(page.getByTestId('account-success')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('account-first-name')).toHaveValue(name);
    } finally {
      await apiPost(request, token, '/api/user/account-detail', before.account);
    }
  });

  test('logout clears localStorage and sessionStorage', async ({ page }) => {
    await signInUI(page, HQ, true);
    await page.evaluate(() => sessionStorage.setItem('rk.test', '1'));
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('a bogus token shows the session-expired dialog and ends on /login', async ({ page }) => {
    await useToken(page, 'bogus-token-123');
    await page.goto('/');
    await expect(page.getByText('Opss, your session have expired!')).toBeVisible();
    await expect(page.getByText('You will be redirected to login page.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
    await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('rk.token'))).toBeNull();
  });

  test('an unknown route shows 404 Page Not Found', async ({ page }) => {
    await page.goto('/this-page-does-not-exist-42');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test('every route of routes.txt renders for HQ without the not-found page', async ({ page, request }) => {
    test.setTimeout(300_000);
    const token = await apiLogin(request);
    await useToken(page, token);
    const routes = specRoutes().filter((r) => r.pattern !== '/logout'); // /logout would end the session
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      await page.goto(route.sample);
      await expect(page.locator('[data-testid="page-title"], [data-testid="welcome"]').first(), route.pattern).toBeAttached();
      await expect(page.getByTestId('not-found'), route.pattern).toHaveCount(0);
      await expect(page.getByText('404 Page Not Found'), route.pattern).toHaveCount(0);
    }
    // Still signed in after the tour.
    expect(await page.evaluate(() => localStorage.getItem('rk.token'))).toBe(token);
  });
});

test.describe('session', () => {
  test('a protected page without a token goes to login with redirectFrom, and back after sign-in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirectFrom=%2Fprofile/);
    await page.getByTestId('login-email').fill(HQ.email);
    await page.getByTestId('login-password').fill(HQ.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('account-form')).toBeVisible();
    // Signed in: /login and the hidden HQ entry lead to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/hq-portal-2b8d4e6f');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('hidden member entry goes to login when signed out; wrong password shows the server message', async ({ page }) => {
    await page.goto('/member-portal-7f3c9a1e');
    await expect(page).toHaveURL(/\/login/);
    await page.getByTestId('login-email').fill(HQ.email);
    await page.getByTestId('login-password').fill('Wrong@1234');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.getByText('Opss, your session have expired!')).toHaveCount(0);
  });
});
