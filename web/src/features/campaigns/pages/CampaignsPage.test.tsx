import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaign, figures, invalid, ok, renderAt, STAFF_USER, stubFetch, tiers, type Handler } from '../test-utils';
import { CampaignsPage } from './CampaignsPage';

const routes = [{ path: '/campaign', element: <CampaignsPage /> }];

const ongoing = [
  campaign(),
  campaign({ id: 2, gameTitle: 'Gold sprint', rewardType: 'product', rewardName: 'Serum box', productId: 7, productName: 'Serum', rewardQuantity: 2, maxRedeem: null, redeemed: 5, perAgentLimit: null, rewardFrequency: null, tierIds: [1, 3], thumbUrl: null, imageUrl: null }),
];
const upcoming = [campaign({ id: 3, gameTitle: 'Merdeka cash', rewardType: 'cash', rewardName: 'Cash', cashAmount: '50.00', state: 'upcoming', perAgentLimit: 1, rewardFrequency: null })];

/** The page's reads: the summary, the tiers and the list by state. */
const reads =
  (extra?: Handler): Handler =>
  (m, url, body) => {
    const answered = extra?.(m, url, body);
    if (answered) return answered;
    if (url.pathname === '/api/game/campaign/summary') return ok({ hq: figures(), agent: null, ongoing: 2 });
    if (url.pathname === '/api/setup/tier') return ok(tiers);
    if (url.pathname === '/api/game/campaign/list') {
      const state = url.searchParams.get('state');
      return ok(state === 'ongoing' ? ongoing : state === 'upcoming' ? upcoming : state === 'expired' ? [] : [...ongoing, ...upcoming]);
    }
    return undefined;
  };

const listCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/api/game/campaign/list').map((c) => c.url.searchParams.get('state'));

describe('/campaign', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the HQ figures and the ongoing campaigns as cards', async () => {
    const calls = stubFetch(reads());
    renderAt('/campaign', routes);
    const cards = await screen.findAllByTestId('campaign-card');
    expect(cards).toHaveLength(2);
    expect(listCalls(calls)).toEqual(['ongoing']);

    expect(screen.getByTestId('summary-ongoing-value')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-points-redeemed-value')).toHaveTextContent('5,550');
    expect(screen.getByTestId('summary-points-outstanding-value')).toHaveTextContent('12,345.5');
    expect(screen.getByTestId('summary-to-hand-over-value')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-hand-over-link')).toHaveAttribute('href', '/campaign/redeem-history?status=to_hand_over');

    const raya = within(cards[0]);
    expect(raya.getByTestId('campaign-title')).toHaveTextContent('Raya rewards');
    expect(raya.getByTestId('campaign-reward')).toHaveTextContent('Voucher · RM 10 voucher');
    expect(raya.getByTestId('campaign-reward')).toHaveTextContent('RM 10.00 off');
    expect(raya.getByTestId('campaign-points')).toHaveTextContent('150');
    expect(raya.getByTestId('campaign-dates')).toHaveTextContent('1 Mar 2026 – 31 Mar 2026');
    expect(raya.getByTestId('campaign-quota')).toHaveTextContent('12 of 100 redeemed');
    expect(raya.getByTestId('campaign-per-agent')).toHaveTextContent('2 per agent · Weekly');
    expect(raya.getByTestId('campaign-tiers')).toHaveTextContent('Every tier');
    expect(raya.getByTestId('campaign-thumb')).toHaveAttribute('src', '/media/campaigns/1-thumb.jpg');
    expect(raya.getByRole('link', { name: 'Edit: Raya rewards' })).toHaveAttribute('href', '/campaign/edit?id=1');

    const gold = within(cards[1]);
    expect(gold.getByTestId('campaign-reward')).toHaveTextContent('Serum × 2');
    expect(gold.getByTestId('campaign-quota')).toHaveTextContent('5 redeemed · no limit');
    expect(gold.getByTestId('campaign-per-agent')).toHaveTextContent('No limit');
    await waitFor(() => expect(gold.getByTestId('campaign-tiers')).toHaveTextContent('Gold, Silver'));
    expect(screen.getByTestId('campaign-new')).toHaveAttribute('href', '/campaign/new');
  });

  it('asks the list for the state of each tab, kept in the address', async () => {
    const calls = stubFetch(reads());
    renderAt('/campaign', routes);
    await screen.findAllByTestId('campaign-card');
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/campaign?state=upcoming');
    await waitFor(() => expect(screen.getAllByTestId('campaign-card')).toHaveLength(1));
    expect(within(screen.getByTestId('campaign-card')).getByTestId('campaign-reward')).toHaveTextContent('RM 50.00');

    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    expect(await screen.findByTestId('campaigns-empty')).toHaveTextContent('No expired campaigns.');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('campaign-card')).toHaveLength(3));
    expect(listCalls(calls)).toEqual(['ongoing', 'upcoming', 'expired', null]);
  });

  it('asks before deleting, then deletes and reloads the list', async () => {
    let list = ongoing;
    const calls = stubFetch(
      reads((m, url) => {
        if (url.pathname === '/api/game/campaign/delete' && m === 'DELETE') {
          list = ongoing.filter((c) => String(c.id) !== url.searchParams.get('id'));
          return ok({ id: Number(url.searchParams.get('id')) }, 'Deleted');
        }
        if (url.pathname === '/api/game/campaign/list') return ok(list);
        return undefined;
      }),
    );
    renderAt('/campaign', routes);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('campaign-card');

    await user.click(within(cards[1]).getByRole('button', { name: 'Delete: Gold sprint' }));
    const dialog = await screen.findByTestId('campaign-delete-dialog');
    expect(dialog).toHaveTextContent('“Gold sprint” will be hidden from every list.');
    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(screen.getAllByTestId('campaign-card')[1]).getByRole('button', { name: 'Delete: Gold sprint' }));
    await user.click(within(screen.getByTestId('campaign-delete-dialog')).getByTestId('confirm-ok'));
    expect(await screen.findByTestId('campaign-notice-success')).toHaveTextContent('“Gold sprint” is deleted.');
    const del = calls.filter((c) => c.method === 'DELETE');
    expect(del).toHaveLength(1);
    expect(del[0].url.searchParams.get('id')).toBe('2');
    await waitFor(() => expect(screen.getAllByTestId('campaign-card')).toHaveLength(1));
  });

  it('adjusts an agent’s points by hand and shows the server’s refusal on its field', async () => {
    let refuse = true;
    const calls = stubFetch(
      reads((m, url) => {
        if (url.pathname === '/api/attribute/list-agent') return ok([{ id: 15, name: 'Budi Santoso', username: 'budi', tier: 'Gold', status: 'active' }]);
        if (url.pathname === '/api/game/points/adjust' && m === 'POST') {
          if (refuse) return invalid({ points: 'The debit is more than the balance (12).' });
          return ok({ balance: '62.00', owed: '0.00', earned: '62.00', redeemed: '0.00' }, 'Saved');
        }
        return undefined;
      }),
    );
    renderAt('/campaign', routes);
    const user = userEvent.setup();
    const section = within(await screen.findByTestId('points-by-hand'));

    await user.click(section.getByTestId('points-adjust-save'));
    expect(await section.findByText('Choose an agent.')).toBeInTheDocument();
    expect(section.getByText('Enter points other than 0, with at most 2 decimals (e.g. 50 or -20).')).toBeInTheDocument();

    await user.click(section.getByTestId('points-agent-search'));
    await user.click(await section.findByRole('button', { name: /Budi Santoso/ }));
    await user.type(section.getByLabelText('Points'), '-20');
    await user.type(section.getByLabelText('Reason'), 'Correction');
    await user.click(section.getByTestId('points-adjust-save'));
    expect(await section.findByText('The debit is more than the balance (12).')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/game/points/adjust')?.body).toEqual({ agentId: 15, points: '-20', reason: 'Correction' });

    refuse = false;
    const points = section.getByLabelText('Points');
    await user.clear(points);
    await user.type(points, '50');
    await user.click(section.getByTestId('points-adjust-save'));
    expect(await section.findByTestId('points-adjust-success')).toHaveTextContent('Saved. Budi Santoso now has 62 points.');
    expect(calls.filter((c) => c.url.pathname === '/api/game/points/adjust')[1].body).toEqual({ agentId: 15, points: '50', reason: 'Correction' });
  });

  it('imports a CSV of points and shows each row applied or rejected', async () => {
    const calls = stubFetch(
      reads((m, url) => {
        if (url.pathname === '/api/game/points/import' && m === 'POST')
          return ok({
            applied: [{ line: 2, agent: 'budi', points: '50.00', message: '' }],
            rejected: [
              { line: 3, agent: 'nobody', points: '10.00', message: 'No such agent.' },
              { line: 4, agent: '', points: '', message: 'The reason is required.' },
            ],
          });
        return undefined;
      }),
    );
    renderAt('/campaign', routes);
    const user = userEvent.setup();
    const section = within(await screen.findByTestId('points-by-hand'));
    expect(section.getByTestId('points-csv-example')).toHaveTextContent('agent,points,reason');

    await user.click(section.getByTestId('points-import-save'));
    expect(section.getByText('Choose a CSV file first.')).toBeInTheDocument();

    const file = new File(['agent,points,reason\nbudi,50,Bonus\nnobody,10,Bonus\nali,5,\n'], 'points.csv', { type: 'text/csv' });
    await user.upload(section.getByTestId('points-csv-input'), file);
    expect(section.getByTestId('points-csv-name')).toHaveTextContent('points.csv');
    await user.click(section.getByTestId('points-import-save'));

    expect(await section.findByTestId('points-import-summary')).toHaveTextContent('1 rows applied, 2 rejected.');
    const rows = section.getAllByTestId('points-import-row');
    expect(rows.map((r) => r.textContent)).toEqual(['2budi50Applied', '3nobody10No such agent.', '4——The reason is required.']);
    expect(rows.map((r) => r.getAttribute('data-applied'))).toEqual(['true', 'false', 'false']);
    const sent = calls.find((c) => c.url.pathname === '/api/game/points/import')?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('points.csv');
  });

  it('shows a refused CSV under the file', async () => {
    stubFetch(reads((_m, url) => (url.pathname === '/api/game/points/import' ? invalid({ file: 'The file is not a CSV of agent,points,reason.' }) : undefined)));
    renderAt('/campaign', routes);
    const user = userEvent.setup();
    const section = within(await screen.findByTestId('points-by-hand'));
    await user.upload(section.getByTestId('points-csv-input'), new File(['x'], 'p.csv', { type: 'text/csv' }));
    await user.click(section.getByTestId('points-import-save'));
    expect(await section.findByText('The file is not a CSV of agent,points,reason.')).toBeInTheDocument();
    expect(section.queryByTestId('points-import-result')).toBeNull();
  });

  it('leaves points by hand to HQ: staff who post content manage campaigns only', async () => {
    stubFetch(reads());
    renderAt('/campaign', routes, { user: STAFF_USER });
    expect(await screen.findAllByTestId('campaign-card')).toHaveLength(2);
    expect(screen.queryByTestId('points-by-hand')).toBeNull();
  });
});
