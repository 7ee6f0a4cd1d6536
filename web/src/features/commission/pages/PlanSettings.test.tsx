import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the settings, saves both and says so', async () => {
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

    await user.click(compression);
    await user.clear(minimum);
    await user.type(minimum, '30');
    await user.click(screen.getByTestId('settings-save'));

    expect(await screen.findByTestId('settings-success')).toHaveTextContent('Plan settings saved.');
    expect(posts(calls)).toEqual([['/api/setup/commission-settings/store', { overrideCompresses: false, payoutMinimum: '30' }]]);
    expect(compression).not.toBeChecked();
    expect(minimum).toHaveValue('30');
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
    expect(posts(calls)).toEqual([['/api/setup/commission-settings/store', { overrideCompresses: true, payoutMinimum: '20000' }]]);
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
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });
});
