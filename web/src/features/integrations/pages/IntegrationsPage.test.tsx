import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalid, ok, refused, renderAt, stubFetch, type Call, type Handler } from '@/test-utils';
import type { BillplzSetup, CourierAccount, IntegrationHub } from '../api/types';
import { IntegrationsPage } from './IntegrationsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HUB = '/api/integration/setup/config';
const STORE = '/api/integration/billplz/store';
const DISABLE = '/api/integration/setup/disable';
const BANKS = '/api/integration/billplz/getBank';
const EASYPARCEL = '/api/integration/easyparcel/store';
const COURIERS = '/api/integration/easyparcel/storecourier';
const NINJAVAN = '/api/integration/ninjavan/store';
const DELYVA = '/api/integration/delyva/store';
const POSLAJU = '/api/integration/poslaju/store';
const EJENPAY = '/api/integration/ejenpay/store';

const SAVED: BillplzSetup = { collectionId: 'abc_col_77', sandbox: false, adminFee: '1.50', active: true, apiKey: '••••2c81', xSignatureKey: '••••9f0e' };

type Accounts = Partial<Record<'easyparcel' | 'ninjavan' | 'delyva' | 'poslaju' | 'citylink', CourierAccount>>;

/** What the server holds: Billplz, the payment page's setting and the courier accounts. */
interface State {
  billplz: BillplzSetup | null;
  ejenpay?: boolean;
  accounts?: Accounts;
}

const standingOf = (connected: boolean, active: boolean) => (connected ? (active ? 'active' : 'disabled') : 'available');
const none = { count: null, billplz: null, account: null, ejenpay: null };

function hub({ billplz, ejenpay = false, accounts = {} }: State): IntegrationHub {
  const courier = (code: keyof Accounts) => {
    const account = accounts[code] ?? null;
    return { ...none, code, standing: standingOf(account !== null, account?.active ?? false), account };
  };
  return {
    categories: [
      {
        code: 'payment',
        providers: [
          { ...none, code: 'billplz', standing: standingOf(billplz !== null, billplz?.active ?? false), billplz },
          { ...none, code: 'ejenpay', standing: ejenpay ? 'active' : 'available', ejenpay: { active: ejenpay, gateway: 'billplz', gatewayActive: billplz?.active ?? false } },
        ],
      },
      { code: 'courier', providers: [{ ...none, code: 'rate_tables', standing: 'active', count: 3 }, ...(['easyparcel', 'ninjavan', 'delyva', 'poslaju', 'citylink'] as const).map(courier)] },
      { code: 'insurance', providers: [] },
      { code: 'online_store', providers: [{ ...none, code: 'agent_stores', standing: 'active', count: 1 }] },
      { code: 'dropship', providers: [] },
      { code: 'communication', providers: [] },
      { code: 'marketplace', providers: [] },
    ],
  };
}

/** A courier account as the server answers it (fields a provider does not use null). */
const account = (provider: string, patch: Partial<CourierAccount> = {}): CourierAccount => ({
  provider,
  active: true,
  sandbox: false,
  checkedAt: '2026-11-24T09:15:00Z',
  apiKey: null,
  clientId: null,
  clientSecret: null,
  countryCode: null,
  customerId: null,
  companyId: null,
  through: null,
  accountNumber: null,
  couriers: [],
  balance: null,
  webhookPath: null,
  ...patch,
});

const BANK_LIST = [
  { code: 'MB2U0227', name: 'Maybank2u', active: true },
  { code: 'BCBB0235', name: 'CIMB Clicks', active: false },
  { code: 'RHB0218', name: 'RHB Now', active: true },
];

/** The server: the hub as `state` stands, the banks, and `patch` answering first. */
function server(state: State, patch: Handler = () => undefined): Call[] {
  return stubFetch((method, url, body) => {
    const answer = patch(method, url, body);
    if (answer) return answer;
    if (method === 'GET' && url.pathname === HUB) return ok(hub(state));
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
    expect(within(sections[1]).getAllByTestId('provider-standing').map((n) => n.textContent)).toEqual(['Active', ...Array(5).fill('Not connected')]);
    expect(within(sections[0]).getAllByTestId('provider-name').map((n) => n.textContent)).toEqual(['Billplz', 'ejenpay payment page']);

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

  it('offers to connect every courier provider, and says Pos Laju and City-Link are booked through EasyParcel or Delyva', async () => {
    server({ billplz: SAVED });
    open();
    await screen.findAllByTestId('integration-category');
    for (const code of ['easyparcel', 'ninjavan', 'delyva', 'poslaju', 'citylink']) {
      const c = card(code);
      expect(within(c).getByTestId('provider-standing')).toHaveTextContent('Not connected');
      expect(within(c).getAllByRole('button').map((b) => b.textContent)).toEqual(['Connect']);
    }
    expect(card('easyparcel')).toHaveTextContent('Book shipments with many couriers from your EasyParcel account');
    expect(card('poslaju')).toHaveTextContent('Pos Laju publishes no API of its own, so it is booked through EasyParcel or Delyva.');
    expect(card('citylink')).toHaveTextContent('City-Link publishes no API of its own, so it is booked through EasyParcel or Delyva.');
  });

  it("connects EasyParcel: EasyParcel's refusal shows under the API key, then the balance and the couriers show", async () => {
    const state: State = { billplz: SAVED };
    let refuse = true;
    const calls = server(state, (method, url) => {
      if (method !== 'POST' || url.pathname !== EASYPARCEL) return undefined;
      if (refuse) return invalid({ apiKey: 'EasyParcel did not accept these credentials: Invalid API key' });
      state.accounts = { easyparcel: account('easyparcel', { apiKey: '••••0001', sandbox: true, balance: '120.50' }) };
      return ok(state.accounts.easyparcel, 'Saved.');
    });
    open();
    const user = userEvent.setup();
    const easyparcel = await waitFor(() => card('easyparcel'));
    await user.click(within(easyparcel).getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByTestId('easyparcel-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Connect EasyParcel');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByLabelText('API key')).toHaveAccessibleDescription('This field is required.');
    expect(posts(calls)).toEqual([]);

    const apiKey = within(dialog).getByLabelText('API key');
    expect(apiKey).toHaveAttribute('type', 'password');
    await user.type(apiKey, 'wrong-key');
    await user.click(within(dialog).getByRole('switch', { name: /Sandbox \(testing\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(apiKey).toHaveAttribute('aria-invalid', 'true'));
    expect(apiKey).toHaveAccessibleDescription('EasyParcel did not accept these credentials: Invalid API key');
    expect(within(dialog).queryByTestId('easyparcel-error')).toBeNull();
    expect(posts(calls)).toEqual([[EASYPARCEL, { apiKey: 'wrong-key', sandbox: true, active: true }]]);

    refuse = false;
    await user.clear(apiKey);
    await user.type(apiKey, 'EP-KEY-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(easyparcel).findByTestId('easyparcel-notice')).toHaveTextContent('EasyParcel is connected.');
    expect(screen.queryByTestId('easyparcel-dialog')).toBeNull();
    const now = card('easyparcel');
    expect(within(now).getByTestId('provider-standing')).toHaveTextContent('Active');
    expect(within(now).getByTestId('easyparcel-balance')).toHaveTextContent('Credit balanceRM 120.50');
    expect(within(now).getByTestId('easyparcel-mode')).toHaveTextContent('Sandbox (testing)');
    expect(within(now).getByTestId('easyparcel-apiKey')).toHaveTextContent('••••0001');
    expect(within(within(now).getByTestId('easyparcel-couriers')).getByRole('heading')).toHaveTextContent('Couriers you book with');
  });

  it('edits EasyParcel keeping the saved key when it is left empty, the saved key shown masked', async () => {
    const calls = server({ billplz: SAVED, accounts: { easyparcel: account('easyparcel', { apiKey: '••••0001', balance: '80.00' }) } }, (method, url) =>
      method === 'POST' && url.pathname === EASYPARCEL ? ok(account('easyparcel', { apiKey: '••••0001' })) : undefined,
    );
    open();
    const user = userEvent.setup();
    await user.click(within(await waitFor(() => card('easyparcel'))).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByTestId('easyparcel-dialog');
    const apiKey = within(dialog).getByLabelText('API key');
    expect(apiKey).toHaveValue('');
    expect(apiKey).toHaveAttribute('placeholder', '••••0001');
    expect(apiKey).toHaveAccessibleDescription('Saved: ••••0001. Leave empty to keep it.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('easyparcel-notice')).toHaveTextContent('EasyParcel saved.');
    expect(posts(calls)).toEqual([[EASYPARCEL, { apiKey: null, sandbox: false, active: true }]]);
  });

  it("shows EasyParcel's webhook address on the company's own address, and copies it", async () => {
    const path = '/api/integration/easyparcel/webhook/tok_3f9a';
    server({ billplz: SAVED, accounts: { easyparcel: account('easyparcel', { apiKey: '••••0001', webhookPath: path }), ninjavan: account('ninjavan', { clientId: 'c', countryCode: 'sg' }) } });
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup(); // before the stub: user-event brings a clipboard of its own
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    const hook = within(await screen.findByTestId('easyparcel-webhook'));
    const url = `${window.location.origin}${path}`;
    expect(hook.getByRole('heading')).toHaveTextContent("Webhook address for EasyParcel's developer hub");
    expect(hook.getByTestId('easyparcel-webhook-url')).toHaveTextContent(url);
    await user.click(hook.getByRole('button', { name: 'Copy the webhook address' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(hook.getByTestId('easyparcel-webhook-status')).toHaveTextContent('Webhook address copied.');
    // Only EasyParcel has one.
    expect(within(card('ninjavan')).queryByTestId('easyparcel-webhook')).toBeNull();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("shows Delyva's webhook address under its own title; Ninja Van (signed webhooks) has none", async () => {
    const path = '/api/integration/delyva/webhook/tok_77';
    server({ billplz: SAVED, accounts: { delyva: account('delyva', { apiKey: '••••0001', customerId: '77', companyId: 'c-77', webhookPath: path }), ninjavan: account('ninjavan', { clientId: 'c', countryCode: 'sg' }) } });
    open();
    const hook = within(await screen.findByTestId('easyparcel-webhook'));
    expect(within(card('delyva')).getByTestId('easyparcel-webhook')).toBeInTheDocument();
    expect(hook.getByRole('heading')).toHaveTextContent('Webhook address to subscribe in Delyva (tracking updates)');
    expect(hook.getByTestId('easyparcel-webhook-url')).toHaveTextContent(`${window.location.origin}${path}`);
    expect(within(card('ninjavan')).queryByTestId('easyparcel-webhook')).toBeNull();
  });

  it('saves the couriers HQ books with through EasyParcel, and shows their refusal under the typed ids', async () => {
    let refuse = true;
    const calls = server({ billplz: SAVED, accounts: { easyparcel: account('easyparcel', { apiKey: '••••0001', couriers: ['EP-CR0A', 'EP-CR0Z'] }) } }, (method, url) => {
      if (method !== 'POST' || url.pathname !== COURIERS) return undefined;
      if (refuse) return invalid({ couriers: "Choose couriers from the provider's list." });
      return ok(account('easyparcel', { apiKey: '••••0001', couriers: ['EP-CR0A', 'EP-CR0D', 'EP-CR0Z'] }));
    });
    open();
    const user = userEvent.setup();
    const box = await screen.findByTestId('easyparcel-couriers');
    expect(within(box).getByRole('checkbox', { name: /Poslaju/ })).toBeChecked();
    expect(within(box).getByRole('checkbox', { name: /J&T Express/ })).not.toBeChecked();
    const others = within(box).getByLabelText('Other courier IDs');
    expect(others).toHaveValue('EP-CR0Z');

    await user.type(others, ', bad');
    await user.click(within(box).getByRole('button', { name: 'Save couriers' }));
    expect(others).toHaveAccessibleDescription('Courier IDs look like EP-CR0A.');
    expect(posts(calls)).toEqual([]);

    await user.clear(others);
    await user.type(others, 'ep-cr0z, EP-CR99');
    await user.click(within(box).getByRole('checkbox', { name: /J&T Express/ }));
    await user.click(within(box).getByRole('button', { name: 'Save couriers' }));
    await waitFor(() => expect(others).toHaveAccessibleDescription("Choose couriers from the provider's list."));
    expect(posts(calls)).toEqual([[COURIERS, { couriers: ['EP-CR0A', 'EP-CR0D', 'EP-CR0Z', 'EP-CR99'] }]]);

    refuse = false;
    await user.clear(others);
    await user.type(others, 'EP-CR0Z');
    await user.click(within(box).getByRole('button', { name: 'Save couriers' }));
    expect(await within(box).findByTestId('easyparcel-couriers-success')).toHaveTextContent('Couriers saved.');
    expect(posts(calls)[1]).toEqual([COURIERS, { couriers: ['EP-CR0A', 'EP-CR0D', 'EP-CR0Z'] }]);
  });

  it('connects Ninja Van: a provider that cannot be reached shows above the buttons, nothing under the fields', async () => {
    const calls = server({ billplz: SAVED }, (method, url) =>
      method === 'POST' && url.pathname === NINJAVAN ? refused(409, 'Ninja Van cannot be reached right now. Please try again.', undefined, 'provider_unreachable') : undefined,
    );
    open();
    const user = userEvent.setup();
    await user.click(within(await waitFor(() => card('ninjavan'))).getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByTestId('ninjavan-dialog');
    expect(dialog).toHaveTextContent('The sandbox always answers as Singapore');
    await user.type(within(dialog).getByLabelText('Client ID'), ' nv-client ');
    await user.type(within(dialog).getByLabelText('Client secret'), 'nv-secret');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'Singapore');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByTestId('ninjavan-error')).toHaveTextContent('Ninja Van cannot be reached right now. Please try again.');
    expect(within(dialog).queryAllByTestId('field-error')).toEqual([]);
    expect(posts(calls)).toEqual([[NINJAVAN, { clientId: 'nv-client', clientSecret: 'nv-secret', countryCode: 'sg', sandbox: false, active: true }]]);
  });

  it('connects Pos Laju through a route, the refusal of a route not connected under its field', async () => {
    const state: State = { billplz: SAVED };
    let refuse = true;
    const calls = server(state, (method, url) => {
      if (method !== 'POST' || url.pathname !== POSLAJU) return undefined;
      if (refuse) return invalid({ through: 'Connect and switch on this route first.' });
      state.accounts = { poslaju: account('poslaju', { through: 'delyva', accountNumber: 'PL-778', checkedAt: null }) };
      return ok(state.accounts.poslaju);
    });
    open();
    const user = userEvent.setup();
    await user.click(within(await waitFor(() => card('poslaju'))).getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByTestId('poslaju-dialog');
    expect(dialog).toHaveTextContent('Pos Laju publishes no API of its own, so it is booked through EasyParcel or Delyva.');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByLabelText('Booked through')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Booked through'), 'EasyParcel');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Connect and switch on this route first.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([[POSLAJU, { through: 'easyparcel', accountNumber: '', active: true }]]);

    refuse = false;
    await user.selectOptions(within(dialog).getByLabelText('Booked through'), 'Delyva');
    await user.type(within(dialog).getByLabelText('Account number'), 'PL-778');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByTestId('poslaju-notice')).toHaveTextContent('Pos Laju is connected.');
    expect(posts(calls)[1]).toEqual([POSLAJU, { through: 'delyva', accountNumber: 'PL-778', active: true }]);
    expect(within(card('poslaju')).getByTestId('poslaju-through')).toHaveTextContent('Booked throughDelyva');
    expect(within(card('poslaju')).getByTestId('poslaju-accountNumber')).toHaveTextContent('PL-778');
  });

  it('switches a courier provider off once confirmed, and back on with its saved values', async () => {
    const delyva = account('delyva', { apiKey: '••••dl01', customerId: 'C-12', companyId: 'CO-9' });
    const state: State = { billplz: SAVED, accounts: { delyva } };
    const calls = server(state, (method, url) => {
      if (method === 'POST' && url.pathname === DISABLE) {
        state.accounts = { delyva: { ...delyva, active: false } };
        return ok(hub(state), 'Saved.');
      }
      if (method === 'POST' && url.pathname === DELYVA) {
        state.accounts = { delyva };
        return ok(delyva);
      }
      return undefined;
    });
    open();
    const user = userEvent.setup();
    const c = await waitFor(() => card('delyva'));
    expect(within(c).getByTestId('delyva-customerId')).toHaveTextContent('C-12');
    await user.click(within(c).getByRole('button', { name: 'Switch off' }));
    const confirm = screen.getByTestId('delyva-switch-off-dialog');
    expect(confirm).toHaveTextContent('Switch Delyva off?');
    await user.click(within(confirm).getByRole('button', { name: 'Switch off' }));
    expect(await within(c).findByTestId('delyva-notice')).toHaveTextContent('Delyva is switched off.');
    expect(posts(calls)).toEqual([[DISABLE, { setupId: 'delyva' }]]);
    expect(within(c).getByTestId('provider-standing')).toHaveTextContent('Switched off');

    await user.click(within(c).getByRole('button', { name: 'Switch on' }));
    expect(await within(c).findByText('Delyva is switched on.')).toBeInTheDocument();
    expect(posts(calls)[1]).toEqual([DELYVA, { apiKey: null, customerId: 'C-12', companyId: 'CO-9', active: true }]);
    expect(within(c).getByTestId('provider-standing')).toHaveTextContent('Active');
  });

  it('turns the payment page on and off with its switch, which waits for Billplz', async () => {
    const state: State = { billplz: null };
    const calls = server(state, (method, url, body) => {
      if (method !== 'POST' || url.pathname !== EJENPAY) return undefined;
      state.ejenpay = (body as { active: boolean }).active;
      return ok({ active: state.ejenpay, gateway: 'billplz', gatewayActive: true });
    });
    const view = open();
    const page = await waitFor(() => card('ejenpay'));
    expect(page).toHaveTextContent('agents paying online and HQ topping up credit pay on this page and choose their bank there');
    const toggle = within(page).getByRole('switch', { name: /Use the payment page/ });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(page).toHaveTextContent('Connect and switch on Billplz first: the payment page collects through it.');
    view.unmount();

    state.billplz = SAVED;
    open();
    const user = userEvent.setup();
    const on = within(await waitFor(() => card('ejenpay'))).getByRole('switch', { name: /Use the payment page/ });
    expect(on).toBeEnabled();
    await user.click(on);
    expect(await screen.findByTestId('ejenpay-notice')).toHaveTextContent('The payment page is on.');
    expect(on).toBeChecked();
    expect(within(card('ejenpay')).getByTestId('provider-standing')).toHaveTextContent('Active');
    await user.click(on);
    expect(await screen.findByText('The payment page is off: payers go straight to Billplz.')).toBeInTheDocument();
    expect(on).not.toBeChecked();
    expect(posts(calls)).toEqual([
      [EJENPAY, { active: true }],
      [EJENPAY, { active: false }],
    ]);
  });

  it('connects Billplz: the form checks the keys, posts its body, shows the server refusals under their fields, then shows Billplz active', async () => {
    const state: State = { billplz: null };
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
    const state: State = { billplz: SAVED };
    const calls = server(state, (method, url) => {
      if (method === 'POST' && url.pathname === DISABLE) {
        state.billplz = { ...SAVED, active: false };
        return ok(hub(state), 'Saved.');
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
