import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentListItem } from '../api/types';
import { listItem, record } from '../fixtures';
import { TIERS, ok, refused, renderAt, stubFetch, type Call } from '../test-utils';
import { PromoteDemotePage } from './PromoteDemotePage';

const item = (patch: Partial<AgentListItem> = {}): AgentListItem =>
  listItem({ tierId: 3, tierName: 'Silver', status: 'active', phone: null, recruits: 1, downline: 4, ...patch });
const summary = { byTier: [{ tierId: 2, tierName: 'Gold', agents: 3 }], byStatus: { new: 3, active: 10, inactive: 1, suspended: 0 }, changesThisMonth: 4 };
const SAME_TIER = "The new tier is the same as the upline's tier. Choose a new upline.";
const routes = [{ path: '/promote-demote', element: <PromoteDemotePage /> }];

function network(extra: (m: string, url: URL, body: unknown) => ReturnType<typeof ok> | undefined) {
  return stubFetch((m, url, body) => {
    const answer = extra(m, url, body);
    if (answer) return answer;
    if (url.pathname === '/api/promote-demote/summary') return ok(summary);
    if (url.pathname === '/api/promote-demote') return ok({ items: [item(), item({ id: 10, name: 'Tan Ah Kow', username: 'tan', status: 'suspended' })], page: 1, perPage: 20, total: 2 });
    if (url.pathname === '/api/setup/tier') return ok(TIERS);
    if (url.pathname === '/api/promote-demote/upline-list') return ok([{ id: 3, name: 'Siti Top', username: 'siti', tierName: 'Platinum', tierRank: 1 }]);
    return undefined;
  });
}

async function openFor(name: string) {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('button', { name: `Actions for ${name}` }))[0]);
  return { user, dialog: await screen.findByTestId('action-dialog') };
}

describe('/promote-demote', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the summary and the list; promote offers only the tiers above', async () => {
    network(() => undefined);
    renderAt('/promote-demote', routes);
    expect(await screen.findByTestId('summary-active')).toHaveTextContent('10');
    expect(screen.getByTestId('summary-changes')).toHaveTextContent('4');
    expect(screen.getByTestId('summary-tier')).toHaveTextContent('Gold: 3');
    const { user, dialog } = await openFor('Nurul Izzah');
    expect(screen.getByTestId('location')).toHaveTextContent('open=9');
    const tier = within(dialog).getByLabelText('New tier');
    await waitFor(() => expect(within(tier).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select…', 'Platinum', 'Gold']));
    await user.click(within(dialog).getByLabelText('Demote'));
    expect(within(within(dialog).getByLabelText('New tier')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select…', 'Bronze']);
  });

  it('same tier as the upline: keeps the dialog open and needs a new upline from the list before sending again', async () => {
    let tries = 0;
    const calls: Call[] = network((m, url, body) => {
      if (url.pathname === '/api/promote-demote/store' && m === 'POST') {
        tries += 1;
        const b = body as { uplineId: number | null };
        return b.uplineId === null ? refused(422, SAME_TIER, { uplineId: SAME_TIER }) : ok(record({ tierId: 2, tierName: 'Gold' }), 'Saved.');
      }
      return undefined;
    });
    renderAt('/promote-demote', routes);
    const { user, dialog } = await openFor('Nurul Izzah');
    const tier = within(dialog).getByLabelText('New tier');
    await waitFor(() => expect(within(tier).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(tier, '2');
    await user.click(within(dialog).getByTestId('action-submit'));

    expect(await within(dialog).findByTestId('upline-refusal')).toHaveTextContent(SAME_TIER);
    expect(screen.getByTestId('action-dialog')).toBeInTheDocument();
    expect(within(dialog).getByTestId('action-submit')).toBeDisabled();
    const option = await within(dialog).findByTestId('required-upline-option');
    const list = calls.find((c) => c.url.pathname === '/api/promote-demote/upline-list')!.url.searchParams;
    expect([list.get('agentId'), list.get('tierId')]).toEqual(['9', '2']);
    await user.click(option);
    expect(within(dialog).getByTestId('required-upline-chosen')).toHaveTextContent('Siti Top');
    await user.click(within(dialog).getByTestId('action-submit'));

    expect(await screen.findByTestId('promote-saved')).toHaveTextContent('Saved.');
    expect(tries).toBe(2);
    expect(calls.filter((c) => c.url.pathname === '/api/promote-demote/store').map((c) => c.body)).toEqual([
      { id: 9, type: 'promote', tierId: 2, uplineId: null, helperId: null },
      { id: 9, type: 'promote', tierId: 2, uplineId: 3, helperId: null },
    ]);
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
  });

  it('changes the upline, or moves to the top of the network', async () => {
    const calls = network((m, url) => (url.pathname === '/api/promote-demote/store' && m === 'POST' ? ok(record()) : undefined));
    renderAt('/promote-demote', routes);
    const { user, dialog } = await openFor('Nurul Izzah');
    await user.click(within(dialog).getByLabelText('Change upline'));
    await user.click(within(dialog).getByTestId('action-upline-top'));
    await user.click(within(dialog).getByTestId('action-submit'));
    await screen.findByTestId('promote-saved');
    expect(calls.find((c) => c.url.pathname === '/api/promote-demote/store')?.body).toEqual({ id: 9, type: 'upline', tierId: null, uplineId: null, helperId: null });
  });

  it('unsuspends, and says "An error occurred." when suspending fails', async () => {
    let fail = false;
    const calls = network((m, url) => (url.pathname === '/api/promote-demote/suspend' && m === 'POST' ? (fail ? refused(500, 'Boom') : ok(record({ status: 'active' }))) : undefined));
    renderAt('/promote-demote', routes);
    let { user, dialog } = await openFor('Tan Ah Kow');
    await user.click(within(dialog).getByLabelText('Unsuspend'));
    await user.click(within(dialog).getByRole('button', { name: 'Unsuspend' }));
    expect(await screen.findByTestId('promote-saved')).toHaveTextContent('The agent is no longer suspended.');
    expect(calls.find((c) => c.url.pathname === '/api/promote-demote/suspend')?.body).toEqual({ id: 10, suspended: false });

    fail = true;
    ({ user, dialog } = await openFor('Nurul Izzah'));
    await user.click(within(dialog).getByLabelText('Suspend'));
    await user.click(within(dialog).getByTestId('action-submit'));
    expect(await within(dialog).findByTestId('action-error')).toHaveTextContent('An error occurred.');
    expect(screen.getByTestId('action-dialog')).toBeInTheDocument();
  });

  it('opens the dialog of the agent named in the address', async () => {
    network((_m, url) => (url.pathname === '/api/agent-database/detail' ? ok(record({ id: 42, name: 'Far Away' })) : undefined));
    renderAt('/promote-demote?open=42&action=upline', routes);
    const dialog = await screen.findByTestId('action-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Change Far Away');
    expect(within(dialog).getByLabelText('Change upline')).toBeChecked();
  });
});
