import { expect, request as playwrightRequest } from '@playwright/test';
import { apiLogin, test, useToken } from './helpers';

/**
 * The vendor's billing through the screens. The seed's `lapsed` company has an invoice three weeks
 * overdue, so it is locked; the demo company has an open renewal invoice and a one-off set-up
 * invoice. The vendor's Billplz is the local stand-in the server itself serves (DEV_FAKES=1).
 */
const PASSWORD = 'Demo@1234';
const VENDOR = { email: 'vendor@rangkai.test', password: 'Vendor@1234' };

function origins(baseURL: string | undefined) {
  const base = new URL(baseURL ?? 'http://demo.localhost:8080');
  return {
    port: base.port,
    lapsed: `${base.protocol}//lapsed.localhost:${base.port}`,
    admin: `${base.protocol}//admin.localhost:${base.port}`,
  };
}

test("a locked company's HQ signs in, sees the lock, pays the overdue invoice through Billplz and is back in, on a phone", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { lapsed } = origins(baseURL);
  await page.goto(`${lapsed}/login`);
  await page.getByTestId('login-email').fill('hq@lapsed.test');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('lock-banner')).toBeVisible();

  // Nothing else opens while locked.
  await page.goto(`${lapsed}/products`);
  await expect(page).toHaveURL(/\/subscription$/);

  await page.getByTestId('due-pay').click();
  await expect(page).toHaveURL(/\/subscription\/detail\/\d+/);
  await expect(page.getByTestId('invoice-sheet')).toHaveAttribute('data-status', 'overdue');
  await page.getByTestId('pay-button').click();

  // The gateway's page (the local Billplz): pay by FPX.
  await expect(page).toHaveURL(/\/_fake\/billplz\/bills\//);
  await expect(page.getByText('RM 199.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with FPX (test)' }).click();

  await expect(page).toHaveURL(/\/subscription\/detail\/\d+\?paid=true/);
  await expect(page.getByTestId('invoice-sheet')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('lock-banner')).toHaveCount(0);
  await page.goto(`${lapsed}/products`);
  await expect(page).toHaveURL(/\/products$/);
});

test('the vendor records a partial payment on one invoice and voids another', async ({ page, baseURL }) => {
  const { admin, port } = origins(baseURL);
  const api = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    extraHTTPHeaders: { Host: `admin.localhost:${port}` },
  });
  const login = await api.post('/api/vendor/login', { data: VENDOR });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const list = await api.get('/api/vendor/invoices?status=pending&perPage=100', { headers: { Authorization: `Bearer ${token}` } });
  const items = ((await list.json()) as { data: { items: { id: number; companyName: string; total: string }[] } }).data.items;
  const renewal = items.find((i) => i.companyName === 'Demo Sdn Bhd' && i.total === '499.00');
  const setup = items.find((i) => i.companyName === 'Demo Sdn Bhd' && i.total === '300.00');
  expect(renewal && setup, JSON.stringify(items)).toBeTruthy();
  await api.dispose();

  await page.goto(`${admin}/login`);
  await page.getByLabel('E-mail').fill(VENDOR.email);
  await page.getByLabel('Password').fill(VENDOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Invoices' }).first()).toBeVisible();

  await page.goto(`${admin}/invoices/${renewal!.id}`);
  await page.getByRole('button', { name: 'Record payment' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (MYR)').fill('100.00');
  await dialog.getByLabel('Reference (optional)').fill(`E2E-${Date.now()}`);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Partially paid').first()).toBeVisible();
  await expect(page.getByText('399.00').first()).toBeVisible();

  await page.goto(`${admin}/invoices/${setup!.id}`);
  await page.getByRole('button', { name: 'Void' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByLabel('Reason').fill('Waived for the pilot');
  await confirm.getByRole('button', { name: 'Void' }).click();
  await expect(page.getByText('Voided: Waived for the pilot')).toBeVisible();
});

test('HQ pays an invoice from its accounting pay link by card through Stripe Checkout', async ({ page, request }) => {
  const token = await apiLogin(request);
  await useToken(page, token);
  // The demo's renewal invoice is known to the vendor's accounting system as ZB-1001.
  await page.goto('/ejenpay-zoho/ZB-1001');
  await expect(page.getByTestId('invoice-accounting-ref')).toHaveText(/ZB-1001/);
  await page.getByTestId('pay-method-stripe').check();
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/_fake\/stripe\/pay\/cs_test_/);
  await page.getByRole('button', { name: 'Pay (test card)' }).click();

  // Stripe's signed webhook records the payment before the browser comes back.
  await expect(page).toHaveURL(/\/subscription\/detail\/\d+\?paid=true/);
  await expect(page.getByTestId('invoice-sheet')).toHaveAttribute('data-status', 'paid');
});
