import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listItem as item } from '../fixtures';
import { TIERS, ok, refused, renderAt, stubFetch } from '../test-utils';
import { AgentDatabasePage } from './AgentDatabasePage';

const routes = [{ path: '/agent-database', element: <AgentDatabasePage /> }];

describe('/agent-database', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('lists agents with the filters of the address, and pages', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(TIERS);
      if (url.pathname === '/api/agent-database/detail') return ok({ ...item({ id: 7, name: 'Lim Wei Ming' }), path: [] });
      if (url.pathname === '/api/agent-database') {
        return ok({ items: [item(), item({ id: 10, name: 'Tan Ah Kow', username: 'tan', status: 'suspended', uplineId: null, uplineName: null })], page: Number(url.searchParams.get('page')), perPage: 20, total: 41 });
      }
      return undefined;
    });
    renderAt('/agent-database?status=new&uplineId=7&joinedFrom=2026-01-01', routes);
    const table = await screen.findByTestId('agent-table');
    const rows = within(table).getAllByTestId('agent-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Nurul Izzah' })).toHaveAttribute('href', '/agent-details?id=9');
    expect(within(rows[1]).getByText('Suspended')).toBeInTheDocument();
    expect(within(rows[1]).getByText('HQ')).toBeInTheDocument();
    const list = calls.find((c) => c.url.pathname === '/api/agent-database')!.url.searchParams;
    expect(Object.fromEntries(list)).toEqual({ status: 'new', uplineId: '7', joinedFrom: '2026-01-01', page: '1', perPage: '20' });
    expect(await screen.findByTestId('filter-upline-chosen')).toHaveTextContent('Lim Wei Ming');
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
    expect(screen.getByLabelText('Joined from')).toHaveValue('2026-01-01');
    expect(screen.getByTestId('agent-cards')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('pager-next'));
    await screen.findByText('Page 2 of 3');
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
    await user.selectOptions(screen.getByLabelText('Tier'), '3');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('tierId=3'));
    expect(screen.getByTestId('location').textContent).not.toContain('page=');
  });

  it("shows each agent's personal and group sales of this month, in the card and the table", async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(TIERS);
      if (url.pathname === '/api/agent-database') return ok({ items: [item(), item({ id: 10, name: 'Tan Ah Kow', personalSales: '0.00', groupSales: '15000.00' })], page: 1, perPage: 20, total: 2 });
      return undefined;
    });
    renderAt('/agent-database', routes);
    const table = await screen.findByTestId('agent-table');
    expect(within(table).getByRole('columnheader', { name: 'Personal sales this month' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Group sales this month' })).toBeInTheDocument();
    const rows = within(table).getAllByTestId('agent-row');
    expect(within(rows[0]).getByTestId('agent-personal-sales')).toHaveTextContent('RM 1,234.50');
    expect(within(rows[0]).getByTestId('agent-group-sales')).toHaveTextContent('RM 5,600.00');
    expect(within(rows[1]).getByTestId('agent-group-sales')).toHaveTextContent('RM 15,000.00');
    const card = within(within(screen.getByTestId('agent-cards')).getAllByTestId('agent-row')[1]);
    expect(card.getByText('Personal sales this month')).toBeInTheDocument();
    expect(card.getByTestId('agent-personal-sales')).toHaveTextContent('RM 0.00');
    expect(card.getByTestId('agent-group-sales')).toHaveTextContent('RM 15,000.00');
  });

  it('exports the filtered list as a file with its server name', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/agent-database/export') {
        return { raw: true, body: 'id,name\n9,Nurul\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="agents-2026-11-22.csv"' } };
      }
      if (url.pathname === '/api/agent-database') return ok({ items: [item()], page: 1, perPage: 20, total: 1 });
      if (url.pathname === '/api/setup/tier') return ok(TIERS);
      return undefined;
    });
    const created = vi.fn((_b: Blob) => 'blob:agents');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }); // jsdom has neither
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('agents-2026-11-22.csv');
    });
    renderAt('/agent-database?search=nur&tierId=2', routes);
    await screen.findByTestId('agent-table');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exp = calls.find((c) => c.url.pathname === '/api/agent-database/export')!.url.searchParams;
    expect(Object.fromEntries(exp)).toEqual({ format: 'csv', search: 'nur', tierId: '2' });
    expect(await created.mock.calls[0][0].text()).toContain('Nurul');
  });

  it('shows a refused export and the empty list', async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/agent-database/export') return refused(403, 'You may not export.');
      if (url.pathname === '/api/agent-database') return ok({ items: [], page: 1, perPage: 20, total: 0 });
      return ok([]);
    });
    renderAt('/agent-database', routes);
    expect(await screen.findByTestId('agents-empty')).toHaveTextContent('No Data Found!');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('export-xlsx'));
    expect(await screen.findByTestId('export-error')).toHaveTextContent('You may not export.');
  });
});
