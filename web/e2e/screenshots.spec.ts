import { test, apiGet, apiLogin, apiPost, useToken } from './helpers';

/** `npm run screens`: login, dashboard and profile at 390 px and 1280 px → test-results/screens/. Excluded from `npm run e2e`. */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of SIZES) {
  test(`screens at ${size.width}px @screens`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const dir = 'test-results/screens';
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor();
    await page.screenshot({ path: `${dir}/login-${size.name}.png`, fullPage: true });

    const token = await apiLogin(request);
    await useToken(page, token);
    await page.goto('/');
    await page.getByTestId('welcome').waitFor();
    await page.screenshot({ path: `${dir}/dashboard-${size.name}.png`, fullPage: true });

    await page.goto('/profile');
    await page.getByTestId('account-form').waitFor();
    await page.screenshot({ path: `${dir}/profile-${size.name}.png`, fullPage: true });

    // The catalogue, inventory and courier screens, with the demo seed's products.
    for (const [name, path] of [
      ['products', '/products'],
      ['product-edit', '/products/edit/2'],
      ['preview-store', '/products/preview-store?tierId=2'],
      ['preview-product', '/products/preview-product/2?tierId=2'],
      ['packages', '/products/package'],
      ['inventory', '/inventory'],
      ['inventory-update', '/inventory/update'],
      ['inventory-history', '/inventory/history'],
      ['couriers', '/courier'],
      ['courier-edit', '/courier/edit?id=1'],
      ['agent-database', '/agent-database'],
      ['agent-details', '/agent-details?id=3'],
      ['family-tree', '/agent-family-tree'],
      ['promote-demote', '/promote-demote'],
      ['agent-registration', '/agent-registration'],
      ['vouchers', '/voucher'],
      ['voucher-new', '/voucher/new'],
      ['commission-company', '/commission'],
      ['commission-payout', '/commission-payout'],
      ['commission-payouts', '/commission-payout?tab=payouts&status=all'],
      ['reporting', '/reporting?report=transaction'],
      ['reporting-agent', '/reporting?report=agent'],
      ['analytics', '/analytics'],
      ['settlement', '/settlement-report'],
      ['score-ranking', '/score-ranking'],
      ['gameplan-hq', '/gameplan'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/${name}-${size.name}.png`, fullPage: true });
    }

    // Orders as HQ (the newest order, as an earlier e2e run or a tryer left it).
    const orders = await apiGet<{ items: { id: number }[] }>(request, token, '/api/orders?perPage=1');
    const orderId = orders.items[0]?.id ?? 1;
    for (const [name, path] of [
      ['orders', '/manage-orders'],
      ['order-details', `/manage-orders/order-details?id=${orderId}`],
      ['invoice', `/manage-orders/order-details/invoice?ids=${orderId}`],
      ['shipping-label', `/manage-orders/order-details/shipping-template?ids=${orderId}`],
      ['bulk-tracking', '/bulk-tracking'],
      ['order-new', '/manage-orders/new'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/${name}-${size.name}.png`, fullPage: true });
    }

    // The shop as an agent with something in the cart.
    const agent = await apiLogin(request, { email: 'agent2@demo.test', password: 'Demo@1234' });
    const shop = await apiGet<{ items: { id: number; hasVariants: boolean }[] }>(request, agent, '/api/sales/my-shop');
    const product = await apiGet<{ variants: { id: number }[] }>(request, agent, `/api/sales/my-shop/product?id=${shop.items[0].id}`);
    const cart = await apiGet<{ lines: unknown[] }>(request, agent, '/api/sales/my-shop/get-cart');
    if (cart.lines.length === 0) await apiPost(request, agent, '/api/sales/my-shop/cart/add', { variantId: product.variants[0].id, quantity: 2 });
    await useToken(page, agent);
    for (const [name, path] of [
      ['my-shop', '/my-shop'],
      ['shop-product', `/my-shop/product-details?id=${shop.items[0].id}`],
      ['cart', '/my-shop/shopping-cart'],
      ['checkout', '/my-shop/checkout'],
      ['combo', '/combo'],
      ['agent-orders', '/manage-orders'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/${name}-${size.name}.png`, fullPage: true });
    }
    await useToken(page, token);
    await page.goto('/');

    if (size.name === 'phone') {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('nav-drawer').waitFor();
      await page.screenshot({ path: `${dir}/drawer-${size.name}.png` });
    }
  });
}

test('agent screens at 390px @screens', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dir = 'test-results/screens';
  const token = await apiLogin(request, { email: 'agent1@demo.test', password: 'Demo@1234' });
  await useToken(page, token);
  await page.goto('/');
  await page.getByTestId('welcome').waitFor();
  await page.screenshot({ path: `${dir}/agent-dashboard-phone.png`, fullPage: true });
  await page.goto('/agent-family-tree');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/agent-tree-phone.png`, fullPage: true });
  for (const [name, path] of [
    ['agent-commission', '/commission'],
    ['agent-commission-check', '/commission/check-calculation'],
    ['agent-income-statement', '/commission/income-statement'],
    ['agent-score-ranking', '/score-ranking'],
    ['agent-gameplan', '/gameplan'],
    ['agent-profile', '/profile'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
  }
  const links = await request.get('/api/user/recruit-links', { headers: { Authorization: `Bearer ${token}` } });
  const path = ((await links.json()) as { data: { path: string }[] }).data[0].path;
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/registration-link-phone.png`, fullPage: true });
});
