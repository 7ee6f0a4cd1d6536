import { expect } from '@playwright/test';
import { apiGet, apiLogin, signInUI, test } from './helpers';

interface Tier {
  level_id: number;
  levelName: string;
}

test('HQ creates a product with two variants and tier prices, stocks it in, and sees it in the list and the agent preview', async ({ page, request }) => {
  const sku = `E2E-${Date.now()}`;
  const name = `Rose Mist ${sku.slice(-5)}`;
  await signInUI(page);

  // The product, with a Colour option of two values and prices for two of the three tiers.
  await page.goto('/products/new');
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('SKU').fill(sku);
  await page.getByLabel('Retail price').fill('59.00');
  await page.getByLabel('Platinum price').fill('35.00');
  await page.getByLabel('Gold price').fill('39.50');
  await page.getByTestId('option-add').click();
  await page.getByLabel('Option name').fill('Colour');
  await page.getByLabel('Value 1 of option 1', { exact: true }).fill('Pink');
  await page.getByTestId('option-value-add').click();
  await page.getByLabel('Value 2 of option 1', { exact: true }).fill('White');
  await expect(page.getByTestId('variant-combination')).toHaveCount(2);
  await page.getByTestId('product-save').click();
  await expect(page).toHaveURL(/\/products\/edit\/\d+/);
  await expect(page.getByTestId('product-form-success')).toBeVisible();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());

  // The API keeps Silver blank (not zero).
  const token = await apiLogin(request);
  const saved = await apiGet<{ tierPrices: { tierName: string; price: string | null }[] }>(request, token, `/api/product/detail?id=${productId}`);
  expect(saved.tierPrices.map((p) => [p.tierName, p.price])).toEqual([
    ['Platinum', '35.00'],
    ['Gold', '39.50'],
    ['Silver', null],
  ]);

  // Stock in for both variants from the update screen.
  await page.goto('/inventory/update');
  await page.getByTestId('picker-search').fill(sku);
  await page.getByRole('button', { name: `Add ${name} · Pink` }).click();
  await page.getByRole('button', { name: `Add ${name} · White` }).click();
  const rows = page.getByTestId('stock-row');
  await expect(rows).toHaveCount(2);
  for (const [i, amount] of [[0, '12'], [1, '8']] as const) {
    const row = rows.nth(i);
    await row.getByLabel('Stock In').check();
    await row.getByLabel('Amount').fill(amount);
    await row.getByLabel('Reason', { exact: true }).fill('Opening stock');
  }
  await page.getByTestId('stock-submit').click();
  await expect(page.getByTestId('stock-result')).toContainText('Stock updated');

  // The product list shows it with its stock.
  await page.goto(`/products?search=${sku}`);
  const listed = page.getByTestId('product-row').or(page.getByTestId('product-card')).filter({ hasText: sku, visible: true });
  await expect(listed.first()).toBeVisible();
  await expect(listed.first()).toContainText('20');

  // The preview as a Gold agent sees it: Gold's price; Silver does not see it at all.
  const tiers = await apiGet<Tier[]>(request, token, '/api/setup/tier');
  const gold = tiers.find((t) => t.levelName === 'Gold')!.level_id;
  const silver = tiers.find((t) => t.levelName === 'Silver')!.level_id;
  await page.goto(`/products/preview-product/${productId}?tierId=${gold}`);
  await expect(page.getByTestId('preview-price')).toContainText('39.50');
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto(`/products/preview-store?tierId=${silver}`);
  await expect(page.getByTestId('preview-tier-name')).toContainText('Silver');
  await expect(page.getByTestId('store-card').filter({ hasText: name })).toHaveCount(0);
  await page.goto(`/products/preview-store?tierId=${gold}`);
  await expect(page.getByTestId('store-card').filter({ hasText: name })).toBeVisible();
});
