import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalid, ok, refused, renderAt, stubFetch, type Call, type Handler } from '@/test-utils';
import type { BillplzSetup, IntegrationHub } from '../api/types';
import { IntegrationsPage } from './IntegrationsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HUB = '/api/integration/setup/config';
const STORE = '/api/integration/billplz/store';
const DISABLE = '/api/integration/setup/disable';
const BANKS = '/api/integration/billplz/getBank';

const SAVED: BillplzSetup = { collectionId: 'abc_col_77', sandbox: false, adminFee: '1.50', active: true, apiKey: '••••2c81', xSignatureKey: '••••9f0e' };

function hub(billplz: BillplzSetup | null): IntegrationHub {
  const standing = billplz ? (billplz.active ? 'active' : 'disabled') : 'available';
  const planned = (code: string) => ({ code, standing: 'planned', count: null, billplz: null });
  return {
    categories: [
      { code: 'payment', providers: [{ code: 'billplz', standing, count: null, billplz }] },
      { code: 'courier', providers: [{ code: 'rate_tables', standing: 'active', count: 3, billplz: null }, ...['easyparcel', 'ninjavan', 'delyva', 'poslaju', 'citylink'].map(planned)] },
      { code: 'insurance', providers: [] },
      { code: 'online_store', providers: [{ code: 'agent_stores', standing: 'active', count: 1, billplz: null }] },
      { code: 'dropship', providers: [] },
      { code: 'communication', providers: [] },
      { code: 'marketplace', providers: [] },
    ],
  };
}

const BANK_LIST = [
  { code: 'MB2U0227', name: 'Maybank2u', active: true },
  { code: 'BCBB0235', name: 'CIMB Clicks', active: false },
  { code: 'RHB0218', name: 'RHB Now', active: true },
];

/** The server: the hub as `state.billplz` stands, the banks, and `patch` answering first. */
function server(state: { billplz: BillplzSetup | null }, patch: Handler = () => undefined): Call[] {
  return stubFetch((method, url, body) => {
    const answer = patch(method, url, body);
    if (answer) return answer;
    if (method === 'GET' && url.pathname === HUB) return ok(hub(state.billplz));
    if (method === 'GET' && url.pathname === BANKS) return ok(BANK_LIST);
    return undefined;
  });
}

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body]);
const card = (code: string) => screen.getAllByTestId('provider-card').find((c) => c.dataset.provider === code) as HTMLElement;
const open = () => renderAt('/integration', [{ path: '/integration', element: <IntegrationsPage /> }]);

describe('/integration: the integrations hub', () => {
  it('shows every category with its providers and where each stands, in words', async () => {
    const calls = server({ billplz: SAVED });
    open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Integrations');
    const sections = await screen.findAllByTestId('integration-category');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Payment gateway',
      'Courier',
      'Insurance',
      'Online store',
      'Dropship',
      'Communication',
      'Marketplace',
    ]);
    expect(sections[0]).toHaveTextContent('How agents and customers pay online.');
    for (const i of [2, 4, 5, 6]) expect(sections[i]).toHaveTextContent('No provider in this category yet.');
    expect(within(sections[1]).getAllByTestId('provider-name').map((n) => n.textContent)).toEqual(['Your courier rates', 'EasyParcel', 'Ninja Van', 'Delyva', 'Pos Laju', 'City-Link']);
    expect(within(sections[1]).getAllByTestId('provider-standing').map((n) => n.textContent)).toEqual(['Active', ...Array(5).fill('Not available yet')]);

    const billplz = card('billplz');
    expect(within(billplz).getByTestId('provider-standing')).toHaveTextContent('Active');
    expect(within(billplz).getByTestId('billplz-collectionId')).toHaveTextContent('Collection IDabc_col_77');
    expect(within(billplz).getByTestId('billplz-mode')).toHaveTextContent('ModeLive');
    expect(within(billplz).getByTestId('billplz-adminFee')).toHaveTextContent('Admin feeRM 1.50');
    expect(within(billplz).getByTestId('billplz-apiKey')).toHaveTextContent('API key••••2c81');
    expect(within(billplz).getByTestId('billplz-xSignatureKey')).toHaveTextContent('X-Signature key••••9f0e');
    expect(within(billplz).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(billplz).getByRole('button', { name: 'Switch off' })).toBeInTheDocument();
    expect(within(billplz).queryByRole('button', { name: 'Connect' })).toBeNull();

    const rates = card('rate_tables');
    expect(rates).toHaveTextContent('3 active couriers charge shipping at checkout.');
    expect(within(rates).getByRole('link', { name: 'Manage couriers' })).toHaveAttribute('href', '/courier');
    const stores = card('agent_stores');
    expect(within(stores).getByTestId('provider-standing')).toHaveTextContent('Active');
    expect(stores).toHaveTextContent('1 store program offered to your agents.');
    expect(within(stores).getByRole('link', { name: 'Manage store programs' })).toHaveAttribute('href', '/go-affiliate/register');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('offers nothing to press for the couriers Rangkai cannot book through yet', async () => {
    server({ billplz: SAVED });
    open();
    await screen.findAllByTestId('integration-category');
    for (const [code, name] of [['easyparcel', 'EasyParcel'], ['ninjavan', 'Ninja Van'], ['delyva', 'Delyva'], ['poslaju', 'Pos Laju'], ['citylink', 'City-Link']]) {
      const c = card(code);
      expect(within(c).getByTestId('provider-standing')).toHaveTextContent('Not available yet');
      expect(c).toHaveTextContent(`Not available yet — booking through ${name} is coming; use your courier rates meanwhile.`);
      expect(within(c).queryAllByRole('button')).toEqual([]);
      expect(within(c).queryAllByRole('link')).toEqual([]);
    }
  });

  it('connects Billplz: the form checks the keys, posts its body, shows the server refusals under their fields, then shows Billplz active', async () => {
    const state: { billplz: BillplzSetup | null } = { billplz: null };
    let refuse = true;
    const calls = server(state, (method, url) => {
      if (method !== 'POST' || url.pathname !== STORE) return undefined;
      if (refuse) return invalid({ apiKey: 'Billplz does not accept this API key.', adminFee: 'The admin fee is too high.' });
      state.billplz = { collectionId: 'col_new', sandbox: true, adminFee: '0.00', active: true, apiKey: '••••K3Y1', xSignatureKey: '••••S1G2' };
      return ok({ collectionId: 'col_new', sandbox: true, adminFee: '0.00', active: true, hasKeys: true }, 'Saved.');
    });
    open();
    const billplz = await waitFor(() => card('billplz'));
    expect(within(billplz).getByTestId('provider-standing')).toHaveTextContent('Not connected');
    expect(billplz).toHaveTextContent('Take online payments (FPX and cards) into your own Billplz account.');
    expect(within(billplz).queryByTestId('fpx-banks')).toBeNull();
    expect(within(billplz).queryByRole('button', { name: 'Switch off' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(billplz).getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByTestId('billplz-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Connect Billplz');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getAllByTestId('field-error').map((e) => e.textContent)).toEqual(Array(3).fill('This field is required.'));
    expect(posts(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('API key'), 'bad-key');
    await user.type(within(dialog).getByLabelText('X-Signature key'), 'S1G2');
    await user.type(within(dialog).getByLabelText('Collection ID'), ' col_new ');
    await user.type(within(dialog).getByLabelText('Admin fee'), '99');
    await user.click(within(dialog).getByRole('switch', { name: /Sandbox \(testing\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));

    const apiKey = within(dialog).getByLabelText('API key');
    await waitFor(() => expect(apiKey).toHaveAttribute('aria-invalid', 'true'));
    expect(apiKey).toHaveAccessibleDescription('Billplz does not accept this API key.');
    expect(within(dialog).getByLabelText('Admin fee')).toHaveAccessibleDescription('The admin fee is too high.');
    expect(within(dialog).getByLabelText('Collection ID')).not.toHaveAttribute('aria-invalid');
    expect(posts(calls)).toEqual([[STORE, { apiKey: 'bad-key', xSignatureKey: 'S1G2', collectionId: 'col_new', sandbox: true, adminFee: '99', active: true }]]);

    refuse = false;
    await user.clear(apiKey);
    await user.type(apiKey, 'K3Y1');
    await user.clear(within(dialog).getByLabelText('Admin fee'));
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));

    expect(await within(billplz).findByTestId('billplz-notice')).toHaveTextContent('Billplz is connected.');
    expect(screen.queryByTestId('billplz-dialog')).toBeNull();
    expect(posts(calls)[1]).toEqual([STORE, { apiKey: 'K3Y1', xSignatureKey: 'S1G2', collectionId: 'col_new', sandbox: true, adminFee: null, active: true }]);
    const now = card('billplz');
    expect(within(now).getByTestId('provider-standing')).toHaveTextContent('Active');
    expect(within(now).getByTestId('billplz-mode')).toHaveTextContent('Sandbox (testing)');
    expect(within(now).getByTestId('billplz-adminFee')).toHaveTextContent('None');
    expect(within(now).getByTestId('billplz-apiKey')).toHaveTextContent('••••K3Y1');
    expect(await within(now).findAllByTestId('fpx-bank')).toHaveLength(3);
  });

  it('edits Billplz keeping the saved keys when they are left empty', async () => {
    const calls = server({ billplz: SAVED }, (method, url) => (method === 'POST' && url.pathname === STORE ? ok({}) : undefined));
    open();
    const user = userEvent.setup();
    await user.click(await within(await waitFor(() => card('billplz'))).findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByTestId('billplz-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Edit Billplz');
    expect(within(dialog).getByLabelText('API key')).toHaveValue('');
    expect(within(dialog).getByLabelText('API key')).toHaveAccessibleDescription('Saved: ••••2c81. Leave empty to keep it.');
    expect(within(dialog).getByLabelText('Collection ID')).toHaveValue('abc_col_77');
    expect(within(dialog).getByLabelText('Admin fee')).toHaveValue('1.50');
    await user.clear(within(dialog).getByLabelText('Collection ID'));
    await user.type(within(dialog).getByLabelText('Collection ID'), 'abc_col_78');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('billplz-notice')).toHaveTextContent('Billplz saved.');
    expect(posts(calls)).toEqual([[STORE, { apiKey: null, xSignatureKey: null, collectionId: 'abc_col_78', sandbox: false, adminFee: '1.50', active: true }]]);
  });

  it('switches Billplz off only once confirmed, then offers to switch it back on with its current values', async () => {
    const state: { billplz: BillplzSetup | null } = { billplz: SAVED };
    const calls = server(state, (method, url) => {
      if (method === 'POST' && url.pathname === DISABLE) {
        state.billplz = { ...SAVED, active: false };
        return ok(hub(state.billplz), 'Saved.');
      }
      if (method === 'POST' && url.pathname === STORE) {
        state.billplz = SAVED;
        return ok({});
      }
      return undefined;
    });
    open();
    const user = userEvent.setup();
    const billplz = await waitFor(() => card('billplz'));
    await user.click(within(billplz).getByRole('button', { name: 'Switch off' }));
    const confirm = screen.getByTestId('billplz-switch-off-dialog');
    expect(confirm).toHaveTextContent('Switch Billplz off?');
    expect(confirm).toHaveTextContent('Checkout stops offering Billplz at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);

    await user.click(within(billplz).getByRole('button', { name: 'Switch off' }));
    await user.click(within(screen.getByTestId('billplz-switch-off-dialog')).getByRole('button', { name: 'Switch off' }));
    expect(await within(billplz).findByTestId('billplz-notice')).toHaveTextContent('Billplz is switched off.');
    expect(posts(calls)).toEqual([[DISABLE, { setupId: 'billplz' }]]);
    expect(within(billplz).getByTestId('provider-standing')).toHaveTextContent('Switched off');
    expect(billplz).toHaveTextContent('Switched off: checkout does not offer Billplz.');
    expect(within(billplz).queryByTestId('fpx-banks')).toBeNull();
    expect(within(billplz).queryByRole('button', { name: 'Switch off' })).toBeNull();

    await user.click(within(billplz).getByRole('button', { name: 'Switch on' }));
    expect(await within(billplz).findByText('Billplz is switched on.')).toBeInTheDocument();
    expect(posts(calls)[1]).toEqual([STORE, { apiKey: null, xSignatureKey: null, collectionId: 'abc_col_77', sandbox: false, adminFee: '1.50', active: true }]);
    expect(within(billplz).getByTestId('provider-standing')).toHaveTextContent('Active');
  });

  it("keeps the switch-off dialog open with the server's refusal", async () => {
    server({ billplz: SAVED }, (method, url) => (method === 'POST' && url.pathname === DISABLE ? invalid({ setupId: 'This integration is not connected.' }) : undefined));
    open();
    const user = userEvent.setup();
    await user.click(within(await waitFor(() => card('billplz'))).getByRole('button', { name: 'Switch off' }));
    const confirm = screen.getByTestId('billplz-switch-off-dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Switch off' }));
    expect(await within(confirm).findByTestId('confirm-error')).toHaveTextContent('This integration is not connected.');
  });

  it('lists the FPX banks online and offline below an active Billplz', async () => {
    server({ billplz: SAVED });
    open();
    const billplz = await waitFor(() => card('billplz'));
    const banks = within(billplz).getByTestId('fpx-banks');
    expect(within(banks).getByRole('heading')).toHaveTextContent('FPX banks');
    const rows = await within(banks).findAllByTestId('fpx-bank');
    expect(rows.map((r) => r.textContent)).toEqual(['Maybank2uOnline', 'CIMB ClicksOffline', 'RHB NowOnline']);
    expect(within(banks).getByTestId('fpx-summary')).toHaveTextContent('2 of 3 online');
  });

  it('says in words when Billplz cannot be reached for the banks, and tries again', async () => {
    let down = true;
    server({ billplz: SAVED }, (method, url) =>
      method === 'GET' && url.pathname === BANKS && down ? refused(409, 'The payment gateway could not be reached. Please try again.', undefined, 'payment_gateway_error') : undefined,
    );
    open();
    const banks = await screen.findByTestId('fpx-banks');
    expect(await within(banks).findByTestId('fpx-error')).toHaveTextContent('Billplz cannot be reached right now, so the bank list is not known. Please try again.');
    down = false;
    await userEvent.setup().click(within(banks).getByRole('button', { name: 'Try again' }));
    expect(await within(banks).findAllByTestId('fpx-bank')).toHaveLength(3);
    expect(within(banks).queryByTestId('fpx-error')).toBeNull();
  });

  it('says so when Billplz answers that payment is unavailable', async () => {
    server({ billplz: SAVED }, (method, url) =>
      method === 'GET' && url.pathname === BANKS ? refused(409, 'This payment method is not available.', undefined, 'payment_unavailable') : undefined,
    );
    open();
    expect(await screen.findByTestId('fpx-error')).toHaveTextContent('Billplz is switched off, so there is no bank list.');
  });

  it('offers to try again when the hub cannot be read', async () => {
    let fail = true;
    server({ billplz: SAVED }, (method, url) => (method === 'GET' && url.pathname === HUB && fail ? refused(500, 'Server error') : undefined));
    open();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('integration-category')).toHaveLength(7);
  });
});
