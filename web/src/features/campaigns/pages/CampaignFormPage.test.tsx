import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaign, invalid, ok, refused, renderAt, stubFetch, tiers, type Handler } from '../test-utils';
import { CampaignFormPage } from './CampaignFormPage';

const routes = [
  { path: '/campaign/new', element: <CampaignFormPage mode="new" /> },
  { path: '/campaign/edit', element: <CampaignFormPage mode="edit" /> },
  { path: '/campaign', element: <p>list</p> },
];

const others = [campaign({ id: 1, gameTitle: 'Raya rewards' }), campaign({ id: 5, gameTitle: 'Gold sprint' })];

const reads =
  (extra?: Handler): Handler =>
  (m, url, body) => {
    const answered = extra?.(m, url, body);
    if (answered) return answered;
    if (url.pathname === '/api/setup/tier') return ok(tiers);
    if (url.pathname === '/api/game/campaign/list') return ok(others);
    if (url.pathname === '/api/product') return ok({ items: [{ id: 7, name: 'Serum', sku: 'SR-01', status: 'active' }], page: 1, perPage: 10, total: 1 });
    return undefined;
  };

/** The error shown under a labelled input. */
function errorOf(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  const own = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  const el = own.find((e) => e?.getAttribute('data-testid') === 'field-error') ?? input.parentElement?.querySelector('[data-testid="field-error"]');
  return el?.textContent ?? null;
}

/** The fields sent, by name (files by their name). */
const sent = (body: unknown) => Object.fromEntries([...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]));

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Merdeka rewards');
  await user.type(screen.getByLabelText('Description'), 'Collect points in August.');
  await user.type(screen.getByLabelText('Reward name'), 'A reward');
  await user.type(screen.getByLabelText('Points required'), '200');
  await user.type(screen.getByLabelText('Start date'), '2026-08-01');
  await user.type(screen.getByLabelText('End date'), '2026-08-31');
}

describe('/campaign/new and /campaign/edit', () => {
  beforeAll(() => {
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the fields first, then sends a voucher campaign with only the voucher fields', async () => {
    const calls = stubFetch(reads((m, url) => (url.pathname === '/api/game/campaign/store' && m === 'POST' ? ok(campaign({ id: 9 }), 'Saved') : undefined)));
    renderAt('/campaign/new', routes);
    const user = userEvent.setup();

    await user.click(screen.getByTestId('campaign-save'));
    expect(await screen.findByTestId('campaign-form-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(errorOf('Title')).toBe('This field is required.');
    expect(errorOf('Points required')).toBe('This field is required.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fillCommon(user);
    await user.selectOptions(screen.getByLabelText('Reward type'), 'voucher');
    expect(screen.queryByTestId('campaign-product-fields')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Discount type'), 'percent');
    await user.type(screen.getByLabelText('Discount (%)'), '15');
    await user.type(screen.getByLabelText('Minimum purchase (RM)'), '100');
    const days = screen.getByLabelText('Valid for (days)');
    await user.clear(days);
    await user.type(days, '14');
    await user.type(screen.getByLabelText('Total redemptions'), '500');
    await user.type(screen.getByLabelText('Limit per agent'), '1');
    await user.selectOptions(screen.getByLabelText('Limit applies'), 'half-yearly');
    await user.selectOptions(screen.getByLabelText('Continues campaign'), '5');
    await user.upload(screen.getByTestId('campaign-image1-input'), new File(['img'], 'banner.png', { type: 'image/png' }));
    await user.click(screen.getByTestId('campaign-save'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/campaign$/));
    const store = calls.find((c) => c.url.pathname === '/api/game/campaign/store');
    expect(sent(store?.body)).toEqual({
      gameTitle: 'Merdeka rewards',
      gameDesc: 'Collect points in August.',
      rewardType: 'voucher',
      rewardName: 'A reward',
      voucherKind: 'percent',
      voucherDiscount: '15',
      voucherMinPurchase: '100',
      voucherValidDays: '14',
      pointRequired: '200',
      startDate: '2026-08-01',
      endDate: '2026-08-31',
      maxRedeem: '500',
      perAgentLimit: '1',
      rewardFrequency: 'half-yearly',
      previous: '5',
      image1: 'banner.png',
    });
  });

  it('sends a product campaign with the product, quantity and tiers', async () => {
    const calls = stubFetch(reads((m, url) => (url.pathname === '/api/game/campaign/store' && m === 'POST' ? ok(campaign({ id: 9 }), 'Saved') : undefined)));
    renderAt('/campaign/new', routes);
    const user = userEvent.setup();
    await fillCommon(user);
    expect(screen.getByLabelText('Reward type')).toHaveValue('product');
    await user.click(screen.getByTestId('campaign-product-search'));
    await user.click(await screen.findByRole('button', { name: /Serum/ }));
    expect(screen.getByTestId('campaign-product-chosen')).toHaveTextContent('Serum');
    const qty = screen.getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '3');
    const tierBoxes = await screen.findAllByTestId('campaign-tier');
    expect(tierBoxes.map((b) => b.closest('label')?.textContent)).toEqual(['Gold', 'Silver']);
    await user.click(tierBoxes[0]);
    await user.click(tierBoxes[1]);
    await user.click(screen.getByTestId('campaign-save'));

    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/game/campaign/store')).toBe(true));
    const fields = sent(calls.find((c) => c.url.pathname === '/api/game/campaign/store')?.body);
    expect(fields).toMatchObject({ rewardType: 'product', productId: '7', rewardQuantity: '3', tierIds: '1,3' });
    expect(Object.keys(fields).filter((k) => k.startsWith('voucher') || k === 'cashAmount' || k === 'maxRedeem' || k === 'perAgentLimit' || k === 'rewardFrequency' || k === 'previous' || k === 'image1')).toEqual([]);
  });

  it('sends a cash campaign with only the cash amount and a prize with no reward details', async () => {
    const calls = stubFetch(reads((m, url) => (url.pathname === '/api/game/campaign/store' && m === 'POST' ? ok(campaign({ id: 9 }), 'Saved') : undefined)));
    renderAt('/campaign/new', routes);
    const user = userEvent.setup();
    await fillCommon(user);
    await user.selectOptions(screen.getByLabelText('Reward type'), 'cash');
    await user.type(screen.getByLabelText('Cash amount (RM)'), '1,000.50');
    await user.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/game/campaign/store')).toBe(true));
    const fields = sent(calls.find((c) => c.url.pathname === '/api/game/campaign/store')?.body);
    expect(fields.cashAmount).toBe('1000.50');
    expect(Object.keys(fields).filter((k) => k.startsWith('voucher') || k === 'productId' || k === 'rewardQuantity')).toEqual([]);
  });

  it("shows the server's 422 errors on their fields", async () => {
    stubFetch(
      reads((_m, url) =>
        url.pathname === '/api/game/campaign/store' ? invalid({ gameTitle: 'This title is already used.', image1: 'The banner must be a JPEG or PNG image.', cashAmount: 'Out of range.' }) : undefined,
      ),
    );
    renderAt('/campaign/new', routes);
    const user = userEvent.setup();
    await fillCommon(user);
    await user.selectOptions(screen.getByLabelText('Reward type'), 'cash');
    await user.type(screen.getByLabelText('Cash amount (RM)'), '5');
    await user.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(errorOf('Title')).toBe('This title is already used.'));
    expect(errorOf('Cash amount (RM)')).toBe('Out of range.');
    expect(screen.getByText('The banner must be a JPEG or PNG image.')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-form-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByTestId('location')).toHaveTextContent('/campaign/new');
  });

  it('edits a saved campaign: its values filled in, the id sent to /edit, no banner unless a new one is chosen', async () => {
    const saved = campaign({ id: 4, rewardType: 'product', productId: 7, productName: 'Serum', rewardQuantity: 2, tierIds: [3], previous: 1, previousTitle: 'Raya rewards', maxRedeem: null, perAgentLimit: 3, rewardFrequency: 'monthly' });
    const calls = stubFetch(
      reads((m, url) => {
        if (url.pathname === '/api/game/campaign/campaign-detail') return url.searchParams.get('id') === '4' ? ok(saved) : refused(404, 'Data not found', undefined, 'not_found');
        if (url.pathname === '/api/game/campaign/edit' && m === 'POST') return ok(saved, 'Saved');
        return undefined;
      }),
    );
    renderAt('/campaign/edit?id=4', routes);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Title')).toHaveValue('Raya rewards');
    expect(screen.getByTestId('campaign-product-chosen')).toHaveTextContent('Serum');
    expect(screen.getByLabelText('Points required')).toHaveValue('150');
    expect(screen.getByLabelText('Total redemptions')).toHaveValue('');
    expect(screen.getByLabelText('Limit applies')).toHaveValue('monthly');
    await waitFor(() => expect(screen.getByLabelText('Continues campaign')).toHaveValue('1'));
    const boxes = await screen.findAllByTestId('campaign-tier');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);
    expect(within(screen.getByLabelText('Continues campaign')).queryByRole('option', { name: /Gold sprint/ })).not.toBeNull();

    await user.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/campaign$/));
    const fields = sent(calls.find((c) => c.url.pathname === '/api/game/campaign/edit')?.body);
    expect(fields).toMatchObject({ id: '4', productId: '7', rewardQuantity: '2', tierIds: '3', previous: '1', perAgentLimit: '3', rewardFrequency: 'monthly' });
    expect(fields.image1).toBeUndefined();
    expect(fields.maxRedeem).toBeUndefined();
  });

  it('says so when the campaign to edit does not exist', async () => {
    stubFetch(reads((_m, url) => (url.pathname === '/api/game/campaign/campaign-detail' ? refused(404, 'Data not found', undefined, 'not_found') : undefined)));
    renderAt('/campaign/edit?id=99', routes);
    expect(await screen.findByTestId('campaign-not-found')).toHaveTextContent('Campaign not found');
  });
});
