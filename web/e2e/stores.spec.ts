import { expect } from '@playwright/test';
import { apiGet, apiLogin, apiPost, HQ, test, useToken } from './helpers';

const AGENT3 = { email: 'agent3@demo.test', password: 'Demo@1234' };

interface Account {
  store: { id: number; slug: string; name: string; status: string } | null;
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone an agent opens an affiliate store, HQ approves it, and a customer buys there and pays through Billplz', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const agent = await apiLogin(request, AGENT3);
  const before = await apiGet<Account>(request, agent, '/api/store-program/affiliate/account');
  let store = before.store;
  if (!store) {
    // The agent joins through the screen: the link name follows the store name.
    const name = `Kedai Tiga ${Date.now().toString(36)}`;
    await useToken(page, agent);
    await page.goto('/go-affiliate/register');
    await expect(page.getByText('Who fills the orders')).toBeVisible();
    await page.getByLabel('Store name').fill(name);
    await page.getByRole('button', { name: 'Join and open my store' }).click();
    await expect(page).toHaveURL(/\/go-affiliate\/account$/);
    await expect(page.getByText('Waiting for HQ').first()).toBeVisible();
    store = (await apiGet<Account>(request, agent, '/api/store-program/affiliate/account')).store;
  }
  expect(store).not.toBeNull();
  if (store!.status !== 'active') {
    const hq = await apiLogin(request, HQ);
    await apiPost(request, hq, '/api/store-program/review', { storeId: store!.id, decision: 'approve', note: null });
  }
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth).catch(() => 0);
  expect(scroll).toBeLessThanOrEqual(0);

  // A customer, not signed in, opens the link: the store's products at its price.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await customer.newPage();
  await shopper.goto(`/s/${store!.slug}`);
  await expect(shopper.getByRole('heading', { name: store!.name })).toBeVisible();
  const firstProduct = shopper.getByRole('link', { name: /Glow Serum/ }).first();
  await expect(firstProduct).toBeVisible();
  await firstProduct.click();
  await expect(shopper).toHaveURL(/\/s\/[^/]+\/p\/\d+$/);
  await expect(shopper.getByRole('heading', { name: /Glow Serum/ })).toBeVisible();
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await shopper.goto(`/s/${store!.slug}/cart`);
  await expect(shopper.getByText(/Glow Serum/).first()).toBeVisible();
  // Checkout: the customer's details, a Malaysian address, the courier the quote offers, then Billplz.
  await shopper.getByRole('link', { name: 'Checkout' }).click();
  await expect(shopper).toHaveURL(/\/s\/[^/]+\/checkout$/);
  await shopper.getByTestId('checkout-name').fill('Siti Rahman');
  await shopper.getByTestId('checkout-phone').fill('0191234567');
  await shopper.getByTestId('checkout-email').fill('siti@customer.test');
  await shopper.getByTestId('checkout-address1').fill('8 Jalan Kenanga');
  await shopper.getByTestId('checkout-state').selectOption('14');
  await shopper.getByTestId('checkout-city').fill('Kuala Lumpur');
  await shopper.getByTestId('checkout-postCode').fill('50450');
  await shopper.locator('[data-testid^="courier-"][type="radio"]').first().check();
  const pay = shopper.getByTestId('pay');
  await expect(pay).toBeEnabled();
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await pay.click();
  // The gateway's page (the local Billplz stand-in): pay by FPX, and back to the order's tracking page.
  await expect(shopper).toHaveURL(/\/_fake\/billplz\/bills\//);
  await shopper.getByRole('button', { name: /Pay with FPX/ }).click();
  await expect(shopper).toHaveURL(/\/s\/[^/]+\/order\/[A-Za-z0-9_-]+$/);
  await expect(shopper.getByTestId('order-status')).toHaveAttribute('data-status', 'to_ship');
  await expect(shopper.getByText('Paid: being prepared')).toBeVisible();
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const number = (await shopper.getByTestId('order-number').innerText()).replace(/^\D+/, '').trim();
  await customer.close();

  // The store's agent and HQ see the order, marked with its store.
  await useToken(page, agent);
  await page.goto(`/manage-orders?search=${number}`);
  await page.getByRole('tab', { name: /To ship/ }).click();
  await expect(page.getByTestId('order-store').first()).toContainText(store!.name);
  const hq = await apiLogin(request, HQ);
  await useToken(page, hq);
  await page.goto(`/manage-orders?search=${number}`);
  await page.getByRole('tab', { name: /To ship/ }).click();
  await expect(page.getByTestId('order-store').first()).toContainText(store!.name);
});

test('on a phone a parent orders for a pupil in the school co-op, pays, and the co-op agent sees it by class', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const parent = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await parent.newPage();
  await shopper.goto('/s/koop-sk-melati');
  await shopper.getByRole('link', { name: /Glow Serum/ }).first().click();
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await shopper.goto('/s/koop-sk-melati/checkout');
  const pupil = `Pupil ${Date.now().toString(36)}`;
  await shopper.getByTestId('checkout-name').fill('Puan Rosnah');
  await shopper.getByTestId('checkout-phone').fill('0127654321');
  await shopper.getByTestId('checkout-email').fill('rosnah@parent.test');
  await shopper.getByTestId('checkout-studentName').fill(pupil);
  await shopper.getByTestId('checkout-className').fill('4 Amanah');
  await expect(shopper.getByText('SK Taman Melati').first()).toBeVisible();
  await shopper.getByTestId('pay').click();
  await expect(shopper).toHaveURL(/\/_fake\/billplz\/bills\//);
  await shopper.getByRole('button', { name: /Pay with FPX/ }).click();
  await expect(shopper).toHaveURL(/\/s\/koop-sk-melati\/order\//);
  await expect(shopper.getByText(pupil)).toBeVisible();
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await parent.close();

  // agent1 runs the co-op: the order is under its class, ready to collect.
  const koop = await apiLogin(request, { email: 'agent1@demo.test', password: 'Demo@1234' });
  await useToken(page, koop);
  await page.goto('/manage-orders-ekoop');
  const amanah = page.locator('[data-testid="ekoop-class"][data-class="4 Amanah"]');
  await expect(amanah.getByText(pupil)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
