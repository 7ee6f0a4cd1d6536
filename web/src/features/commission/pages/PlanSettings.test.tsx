import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_COMPANY } from '@/lib/company';
import i18n from '@/lib/i18n';
import type { UserDetail } from '@/lib/types';
import type { Handler } from '../test-utils';
import { HQ_USER, invalid, ok, renderAt, settings, stubFetch } from '../test-utils';
import { CommissionPayoutPage } from './CommissionPayoutPage';

const routes = [{ path: '/commission-payout', element: <CommissionPayoutPage /> }];
const STAFF: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };
const posts = (calls: { method: string; url: URL; body: unknown }[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body]);
const COMPRESSION = 'Override passes up past an upline who is not active (compression)';

/** The plan's settings (`patch` answers first). */
const answers = (patch: Handler = () => undefined): Handler => (m, url, body) => patch(m, url, body) ?? (url.pathname === '/api/setup/commission-settings' ? ok(settings()) : undefined);

describe("/commission-payout?tab=settings: the plan's settings", () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('shows the settings, saves them all and says so', async () => {
    let stored = settings();
    const calls = stubFetch(
      answers((m, url, body) => {
        if (m === 'POST' && url.pathname === '/api/setup/commission-settings/store') {
          stored = body as typeof stored;
          return ok(stored, 'Saved.');
        }
        if (url.pathname === '/api/setup/commission-settings') return ok(stored);
        return undefined;
      }),
    );
    renderAt('/commission-payout?tab=settings', routes);
    const user = userEvent.setup();
    const compression = await screen.findByRole('switch', { name: new RegExp(COMPRESSION.replace(/[()]/g, '\\$&')) });
    expect(screen.getByTestId('tab-settings')).toHaveTextContent('Plan settings');
    expect(compression).toBeChecked();
    expect(screen.getByText(/nearest active upline above them; when off, nobody is paid it\./)).toBeInTheDocument();
    const minimum = screen.getByLabelText('Smallest payout');
    expect(minimum).toHaveValue('50.00');

    const withholding = screen.getByRole('group', { name: 'Withholding tax (s.107D)' });
    expect(withholding).toHaveTextContent('s.107D: 2% of payouts to a resident individual agent paid over RM 100,000.00 last year. 0 switches it off.');
    const threshold = within(withholding).getByLabelText("Threshold: last year's payouts (RM)");
    const rate = within(withholding).getByLabelText('Withholding rate (%)');
    expect(threshold).toHaveValue('100000.00');
    expect(rate).toHaveValue('2.00');

    await user.click(compression);
    await user.clear(minimum);
    await user.type(minimum, '30');
    await user.clear(threshold);
    await user.type(threshold, '120000');
    await user.clear(rate);
    await user.type(rate, '2.5');
    await user.click(screen.getByTestId('settings-save'));

    expect(await screen.findByTestId('settings-success')).toHaveTextContent('Plan settings saved.');
    expect(posts(calls)).toEqual([
      ['/api/setup/commission-settings/store', { overrideCompresses: false, payoutMinimum: '30', withholdingThreshold: '120000', withholdingRate: '2.5' }],
    ]);
    expect(compression).not.toBeChecked();
    expect(minimum).toHaveValue('30');
    expect(threshold).toHaveValue('120000');
    expect(rate).toHaveValue('2.5');
    // The hint names the settings just saved.
    expect(screen.getByTestId('settings-withholding-hint')).toHaveTextContent('s.107D: 2.5% of payouts to a resident individual agent paid over RM 120,000.00 last year.');
  });

  it("names the company's own withholding rate and threshold in the hint, in every language", async () => {
    stubFetch(answers((_m, url) => (url.pathname === '/api/setup/commission-settings' ? ok(settings({ withholdingRate: '3.00', withholdingThreshold: '50000.00' })) : undefined)));
    renderAt('/commission-payout?tab=settings', routes);
    const hint = await screen.findByTestId('settings-withholding-hint');
    expect(hint).toHaveTextContent('s.107D: 3% of payouts to a resident individual agent paid over RM 50,000.00 last year. 0 switches it off.');
    expect(hint).not.toHaveTextContent(/2%|100,000/);
    expect(within(screen.getByRole('group', { name: 'Withholding tax (s.107D)' })).getByLabelText('Withholding rate (%)')).toHaveValue('3.00');

    await act(async () => {
      await i18n.changeLanguage('my');
    });
    expect(hint).toHaveTextContent('s.107D: 3% daripada pembayaran kepada ejen individu pemastautin yang dibayar melebihi RM 50,000.00 tahun lepas.');
    await act(async () => {
      await i18n.changeLanguage('id');
    });
    expect(hint).toHaveTextContent('s.107D: 3% dari pencairan kepada agen perorangan residen yang dibayar lebih dari RM 50,000.00 tahun lalu.');
  });

  it('switches withholding off with a rate of 0, and checks the rate before asking the server', async () => {
    const calls = stubFetch(answers((m, url, body) => (m === 'POST' && url.pathname === '/api/setup/commission-settings/store' ? ok(body) : undefined)));
    renderAt('/commission-payout?tab=settings', routes);
    const user = userEvent.setup();
    const rate = await screen.findByLabelText('Withholding rate (%)');
    await user.clear(rate);
    await user.type(rate, '100');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('Enter a percent from 0 to 99.99, e.g. 2.00.');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByTestId('settings-success')).toHaveTextContent('Plan settings saved.');
    expect(posts(calls)).toEqual([['/api/setup/commission-settings/store', { overrideCompresses: true, payoutMinimum: '50.00', withholdingThreshold: '100000.00', withholdingRate: '0' }]]);
  });

  it("shows the server's refusal of the withholding threshold under the field", async () => {
    stubFetch(answers((m, url) => (m === 'POST' && url.pathname === '/api/setup/commission-settings/store' ? invalid({ withholdingThreshold: 'The threshold is too large.' }) : undefined)));
    renderAt('/commission-payout?tab=settings', routes);
    const user = userEvent.setup();
    const threshold = await screen.findByLabelText("Threshold: last year's payouts (RM)");
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('The threshold is too large.');
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves s.107D withholding out for an IDR company: not shown, not sent', async () => {
    const calls = stubFetch(answers((m, url, body) => (m === 'POST' && url.pathname === '/api/setup/commission-settings/store' ? ok({ ...settings(), ...(body as object) }) : undefined)));
    renderAt('/commission-payout?tab=settings', routes, { user: { ...HQ_USER, company: { ...FALLBACK_COMPANY, currency: 'IDR' } } });
    const user = userEvent.setup();
    await screen.findByLabelText('Smallest payout');
    expect(screen.queryByTestId('settings-withholding')).toBeNull();
    expect(screen.queryByLabelText('Withholding rate (%)')).toBeNull();
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByTestId('settings-success')).toBeInTheDocument();
    expect(posts(calls)).toEqual([['/api/setup/commission-settings/store', { overrideCompresses: true, payoutMinimum: '50.00' }]]);
  });

  it("shows the server's refusal of the smallest payout under the field", async () => {
    const calls = stubFetch(
      answers((m, url) => (m === 'POST' && url.pathname === '/api/setup/commission-settings/store' ? invalid({ payoutMinimum: 'The smallest payout cannot be more than RM 10,000.00.' }) : undefined)),
    );
    renderAt('/commission-payout?tab=settings', routes);
    const user = userEvent.setup();
    const minimum = await screen.findByLabelText('Smallest payout');
    await user.clear(minimum);
    await user.type(minimum, '20000');
    await user.click(screen.getByTestId('settings-save'));

    expect(await screen.findByTestId('field-error')).toHaveTextContent('The smallest payout cannot be more than RM 10,000.00.');
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toEqual([['/api/setup/commission-settings/store', { overrideCompresses: true, payoutMinimum: '20000', withholdingThreshold: '100000.00', withholdingRate: '2.00' }]]);
    expect(screen.queryByTestId('settings-success')).toBeNull();
  });

  it('checks the smallest payout before asking the server', async () => {
    const calls = stubFetch(answers());
    renderAt('/commission-payout?tab=settings', routes);
    const user = userEvent.setup();
    const minimum = await screen.findByLabelText('Smallest payout');
    await user.clear(minimum);
    await user.type(minimum, '1,000');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('Enter an amount, e.g. 150.00.');
    expect(posts(calls)).toEqual([]);
  });

  it('lets staff read the settings without changing them', async () => {
    stubFetch(answers());
    renderAt('/commission-payout?tab=settings', routes, { user: STAFF });
    const form = await screen.findByTestId('settings-form');
    expect(within(form).getByRole('switch')).toBeDisabled();
    expect(within(form).getByLabelText('Smallest payout')).toBeDisabled();
    expect(within(form).getByLabelText('Withholding rate (%)')).toBeDisabled();
    expect(within(form).getByLabelText("Threshold: last year's payouts (RM)")).toBeDisabled();
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });
});
