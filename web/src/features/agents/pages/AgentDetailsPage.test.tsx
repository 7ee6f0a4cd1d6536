import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { record } from '../fixtures';
import { AGENT_USER, ok, refused, renderAt, stubFetch } from '../test-utils';
import { AgentDetailsPage } from './AgentDetailsPage';
import { AgentInfoPage } from './AgentInfoPage';

const routes = [
  { path: '/agent-details', element: <AgentDetailsPage /> },
  { path: '/agent-info', element: <AgentInfoPage /> },
];

describe('/agent-details (HQ side)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the record in sections, the path as breadcrumbs, and the history', async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/agent-database/detail') return ok(record());
      if (url.pathname === '/api/promote-demote/history') {
        return ok([{ id: 1, type: 'promote', fromTier: 'Silver', toTier: 'Gold', fromUpline: null, toUpline: null, by: 'HQ', at: '2026-11-23T02:00:00Z' }]);
      }
      return undefined;
    });
    renderAt('/agent-details?id=9', routes);
    expect(await screen.findByTestId('record-name')).toHaveTextContent('Nurul Izzah');
    const path = screen.getByTestId('record-path');
    expect(within(path).getAllByRole('listitem').map((li) => li.textContent?.replace('›', '').trim())).toEqual(['HQ', 'Siti Top', 'Lim Wei Ming', 'Nurul Izzah']);
    expect(within(path).getByRole('link', { name: 'Lim Wei Ming' })).toHaveAttribute('href', '/agent-details?id=7');
    expect(within(screen.getByTestId('record-kpi')).getAllByText('RM 1,234.50')).toHaveLength(2); // personal sales (1234.5) and the total
    expect(within(screen.getByTestId('record-profile')).getByText('900101145678')).toBeInTheDocument();
    expect(screen.getByTestId('record-address')).toHaveTextContent('50450 Kuala Lumpur');
    expect(screen.getByRole('link', { name: 'nurul.izzah' })).toHaveAttribute('href', 'https://www.facebook.com/nurul.izzah');
    expect(screen.getByTestId('promote-link')).toHaveAttribute('href', '/promote-demote?search=nurul&open=9');
    expect(await screen.findByTestId('history-entry')).toHaveTextContent('Promoted');
    expect(screen.getByTestId('history-entry')).toHaveTextContent('Tier: Silver → Gold');
  });

  it("shows a company agent's company name and ROC number, and neither for an individual", async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/agent-database/detail') return ok(record({ category: 'company', companyName: 'Nurul Enterprise', roc: '201901000005' }));
      if (url.pathname === '/api/promote-demote/history') return ok([]);
      return undefined;
    });
    renderAt('/agent-details?id=9', routes);
    const profile = within(await screen.findByTestId('record-profile'));
    expect(profile.getByText('ROC number')).toBeInTheDocument();
    expect(profile.getByText('201901000005')).toBeInTheDocument();
    expect(profile.getByText('Nurul Enterprise')).toBeInTheDocument();
    cleanup();
    stubFetch((_m, url) => (url.pathname === '/api/agent-database/detail' ? ok(record()) : url.pathname === '/api/promote-demote/history' ? ok([]) : undefined));
    renderAt('/agent-details?id=9', routes);
    expect(within(await screen.findByTestId('record-profile')).queryByText('ROC number')).toBeNull();
  });

  it('activates a new agent', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/agent-database/activate' && m === 'POST') return ok(record({ status: 'active' }));
      if (url.pathname === '/api/agent-database/detail') return ok(record());
      if (url.pathname === '/api/promote-demote/history') return ok([]);
      return undefined;
    });
    renderAt('/agent-details?id=9', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('activate'));
    expect(await screen.findByTestId('details-success')).toHaveTextContent('The agent is active now.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 9 });
    await waitFor(() => expect(screen.queryByTestId('activate')).toBeNull());
    expect(screen.getAllByTestId('agent-status')[0]).toHaveTextContent('Active');
  });

  it('says "Data not found" for an unknown agent', async () => {
    stubFetch(() => refused(404, 'Not found'));
    renderAt('/agent-details?id=404', routes);
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent('Data not found');
  });
});

describe('/agent-info', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('without id shows the agent themselves, without HQ actions', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/agent-database/detail' ? ok(record({ id: 7, name: 'Lim Wei Ming', path: [], upline: null })) : undefined));
    renderAt('/agent-info', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('record-name')).toHaveTextContent('Lim Wei Ming');
    expect(calls[0].url.searchParams.get('id')).toBe('7');
    expect(screen.getByTestId('page-title')).toHaveTextContent('My agent info');
    expect(screen.queryByTestId('activate')).toBeNull();
    expect(screen.queryByTestId('history')).toBeNull();
    expect(within(screen.getByTestId('record-path')).queryByText('HQ')).toBeNull();
  });

  it('a downline record links its path to /agent-info', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/agent-database/detail' ? ok(record({ path: [{ id: 7, name: 'Lim Wei Ming' }] })) : undefined));
    renderAt('/agent-info?id=9', routes, { user: AGENT_USER });
    const path = await screen.findByTestId('record-path');
    expect(within(path).getByRole('link', { name: 'Lim Wei Ming' })).toHaveAttribute('href', '/agent-info?id=7');
  });
});
