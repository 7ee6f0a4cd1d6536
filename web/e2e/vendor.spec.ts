import { expect } from '@playwright/test';
import { test } from './helpers';

const VENDOR = { email: 'vendor@rangkai.test', password: 'Vendor@1234' };

test('the vendor creates a company whose HQ chooses a password and signs in on its own subdomain', async ({ page, baseURL }) => {
  const base = new URL(baseURL ?? 'http://demo.localhost:8080');
  const admin = `${base.protocol}//admin.localhost:${base.port}`;
  const slug = `e2e${Date.now().toString(36)}`;

  await page.goto(`${admin}/login`);
  await page.getByLabel('E-mail').fill(VENDOR.email);
  await page.getByLabel('Password').fill(VENDOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'New company' }).first().click();

  await page.getByLabel('Company name').fill('Kopi E2E Sdn Bhd');
  await page.getByLabel('Subdomain').clear();
  await page.getByLabel('Subdomain').fill(slug);
  await page.getByLabel('HQ admin e-mail').fill(`boss@${slug}.test`);
  await page.getByRole('button', { name: 'Create company' }).click();

  const link = page.locator('#invitation-url');
  await expect(link).toHaveValue(new RegExp(`^http://${slug}\\.localhost:${base.port}/reset-password\\?token=`));
  const invitation = await link.inputValue();

  // The new company's HQ opens the invitation, chooses a password and signs in on its subdomain.
  await page.goto(invitation);
  await page.getByTestId('reset-password').fill('Kopi#2026x');
  await page.getByTestId('reset-confirm').fill('Kopi#2026x');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
  await page.goto(`http://${slug}.localhost:${base.port}/login`);
  await page.getByTestId('login-email').fill(`boss@${slug}.test`);
  await page.getByTestId('login-password').fill('Kopi#2026x');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/(login\/setup-profile)?$/);
  await expect(page).toHaveTitle(/Kopi E2E Sdn Bhd/);
});
