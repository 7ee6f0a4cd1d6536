import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, ok, refused, renderAt, statement, stubFetch, type Call } from '../test-utils';
import { Cp58Page } from './Cp58Page';

const routes = [{ path: '/cp58', element: <Cp58Page /> }];
const STATEMENTS = '/api/report/getcp58';

const TWO = [statement(), statement({ id: 12, year: 2024, issuedAt: '2025-02-27T16:30:00Z', total: '6100.00', commission: '6100.00', otherMonetary: '0.00', withheld: '0.00' })];

const statementCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === STATEMENTS);

describe('/cp58', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the agent's own CP58s, newest year first, with the total, the withholding and the issue day", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === STATEMENTS ? ok({ items: TWO }) : undefined));
    renderAt('/cp58', routes, { user: AGENT_USER });
    expect(screen.getByTestId('page-title')).toHaveTextContent('My CP58');
    const table = await screen.findByTestId('own-cp58-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Year', 'Total', 'Withheld (s.107D)', 'Issued', 'Actions']);
    const rows = within(table).getAllByTestId('own-cp58-row');
    const cells = (row: HTMLElement) => ['year', 'total', 'withheld', 'issued'].map((k) => within(row).getByTestId(`own-cp58-cell-${k}`).textContent);
    expect(cells(rows[0])).toEqual(['2025', 'RM 12,345.60', 'RM 246.91', '14 Jan 2026']);
    // Issued at 16:30 UTC: the next day in Kuala Lumpur.
    expect(cells(rows[1])).toEqual(['2024', 'RM 6,100.00', 'RM 0.00', '28 Feb 2025']);
    expect(within(rows[1]).getByRole('button', { name: 'Download the CP58 PDF for 2024' })).toHaveTextContent('Download PDF');
    expect(within(rows[0]).getByTestId('own-cp58-cell-total')).toHaveClass('text-right');

    const cards = screen.getAllByTestId('own-cp58-card');
    expect(cards.map((c) => within(c).getByTestId('own-cp58-card-year').textContent)).toEqual(['CP58 2025', 'CP58 2024']);
    expect(within(cards[0]).getByTestId('own-cp58-card-withheld')).toHaveTextContent('RM 246.91');
    expect(screen.getByTestId('own-cp58-note')).toHaveTextContent('Keep your CP58 with your tax records');
    // Their own statements: no year, no agent named.
    expect(statementCalls(calls).map((c) => c.url.search)).toEqual(['']);
  });

  it('shows the first issue day beside the latest once HQ re-issued a statement, and one day otherwise', async () => {
    const reissued = statement({ firstIssuedAt: '2026-01-14T02:30:00Z', issuedAt: '2026-02-02T16:10:00Z' });
    const once = statement({ id: 12, year: 2024, issuedAt: '2025-02-27T16:30:00Z', firstIssuedAt: '2025-02-27T16:30:00.000+00:00' });
    stubFetch((_m, url) => (url.pathname === STATEMENTS ? ok({ items: [reissued, once] }) : undefined));
    renderAt('/cp58', routes, { user: AGENT_USER });
    const table = await screen.findByTestId('own-cp58-table');
    const [first, second] = within(table).getAllByTestId('own-cp58-cell-issued');
    // Re-issued at 16:10 UTC: 3 February in Kuala Lumpur.
    expect(first).toHaveTextContent('First issued 14 Jan 2026 · reissued 3 Feb 2026');
    // The same instant written with another offset: issued once.
    expect(second.textContent).toBe('28 Feb 2025');
    expect(within(second).queryByTestId('own-cp58-reissued')).not.toBeInTheDocument();

    const cards = screen.getAllByTestId('own-cp58-card');
    expect(within(cards[0]).getByTestId('own-cp58-card-issued')).toHaveTextContent('First issued 14 Jan 2026 · reissued 3 Feb 2026');
    expect(within(cards[1]).getByTestId('own-cp58-card-issued').textContent).toBe('28 Feb 2025');
  });

  it('draws the PDF from the statement on screen, without another call, and saves it as CP58-<year>-<username>.pdf', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((_m, url) => (url.pathname === STATEMENTS ? ok({ items: TWO }) : undefined));
    const created = vi.fn((_b: Blob) => 'blob:cp58');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }); // jsdom has neither
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAt('/cp58', routes, { user: AGENT_USER });
    const table = await screen.findByTestId('own-cp58-table');
    await user.click(within(table).getByRole('button', { name: 'Download the CP58 PDF for 2024' }));
    await waitFor(() => expect(names).toEqual(['CP58-2024-aina.pdf']));
    const pdf = new TextDecoder('latin1').decode(await created.mock.calls[0][0].arrayBuffer());
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain('(Aina Ali)');
    expect(pdf).toContain('(6,100.00)');
    expect(statementCalls(calls)).toHaveLength(1);
  });

  it('says honestly when no CP58 has been issued yet, and when one is', async () => {
    stubFetch((_m, url) => (url.pathname === STATEMENTS ? ok({ items: [] }) : undefined));
    renderAt('/cp58', routes, { user: AGENT_USER });
    const empty = await screen.findByTestId('own-cp58-empty');
    expect(empty).toHaveTextContent('Your company has not issued a CP58 to you yet.');
    expect(empty).toHaveTextContent('A CP58 is issued after the year ends to every agent paid more than RM 5,000.00 in incentives in the year. Below that, ask HQ if you need one.');
    expect(screen.queryByTestId('own-cp58-table')).not.toBeInTheDocument();
  });

  it("shows the server's words when CP58 is off or the company does not trade in ringgit", async () => {
    stubFetch((_m, url) => (url.pathname === STATEMENTS ? refused(400, 'CP58 is not switched on for this company.', undefined, 'cp58_off') : undefined));
    renderAt('/cp58', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('cp58-refused-message')).toHaveTextContent('CP58 is not switched on for this company.');
    expect(screen.getByTestId('cp58-refused-hint')).toHaveTextContent('Only HQ can switch CP58 on');
    expect(screen.queryByTestId('cp58-setup-link')).not.toBeInTheDocument();
    cleanup();

    stubFetch((_m, url) => (url.pathname === STATEMENTS ? refused(400, 'Malaysian tax documents are for companies trading in ringgit.', undefined, 'not_malaysian') : undefined));
    renderAt('/cp58', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('cp58-refused')).toHaveAttribute('data-code', 'not_malaysian');
    expect(screen.getByTestId('cp58-refused-message')).toHaveTextContent('Malaysian tax documents are for companies trading in ringgit.');
  });

  it('offers a retry when the list cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch((_m, url) => (url.pathname === STATEMENTS ? (fail ? refused(500, 'Server error') : ok({ items: TWO })) : undefined));
    renderAt('/cp58', routes, { user: AGENT_USER });
    const error = await screen.findByTestId('load-error');
    expect(error).toHaveTextContent('Server error');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('own-cp58-table')).toBeInTheDocument();
  });
});
