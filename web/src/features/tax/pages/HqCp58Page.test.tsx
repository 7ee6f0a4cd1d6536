import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@/lib/types';
import { lastYear } from '../logic/year';
import { cp58Row, cp58Run, cp58Search, HQ_USER, ok, refused, renderAt, statement, STAFF_USER, stubFetch, type Call, type Handler } from '../test-utils';
import { HqCp58Page } from './HqCp58Page';

const routes = [{ path: '/hqCP58', element: <HqCp58Page /> }];
const SEARCH = '/api/report/searchcp58';
const STATEMENTS = '/api/report/getcp58';
const ISSUE = '/api/report/cp58';
const YEAR = lastYear();

/** The search answered with the fixture for the year asked; an agent's statements of the year; anything else goes to `more`. */
const answered =
  (more: Handler = () => undefined): Handler =>
  (method, url, body) => {
    if (url.pathname === SEARCH) return ok(cp58Search({ year: Number(url.searchParams.get('year')), page: Number(url.searchParams.get('page') ?? 1) }));
    if (url.pathname === STATEMENTS && url.searchParams.get('agentId') === '12') return ok({ items: [statement({ year: Number(url.searchParams.get('year')) })] });
    return more(method, url, body);
  };

const last = (calls: Call[], path: string) => [...calls].reverse().find((c) => c.url.pathname === path);
const count = (calls: Call[], path: string) => calls.filter((c) => c.url.pathname === path).length;
const location = () => screen.getByTestId('location').textContent ?? '';
const rows = () => within(screen.getByTestId('cp58-table')).getAllByTestId('cp58-row');
const cell = (row: HTMLElement, key: string) => within(row).getByTestId(`cp58-cell-${key}`);

describe('/hqCP58', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the first issue beside the latest when HQ issued a statement again', async () => {
    stubFetch((_method, url) =>
      url.pathname === SEARCH
        ? ok(cp58Search({ items: [cp58Row({ firstIssuedAt: '2026-01-14T02:30:00Z', issuedAt: '2026-02-03T04:00:00Z' })], total: 1 }))
        : undefined,
    );
    renderAt('/hqCP58', routes);
    const [aina] = await waitFor(() => rows());
    expect(within(cell(aina, 'issued')).getByTestId('cp58-issued')).toHaveTextContent('Issued 14 Jan 2026 · reissued 3 Feb 2026');
  });

  it('opens on last year: the threshold, the counts, and each agent with their total, withholding, threshold, missing details and statement', async () => {
    const calls = stubFetch(answered());
    renderAt('/hqCP58', routes);
    expect(screen.getByTestId('page-title')).toHaveTextContent('CP58 statements');
    expect(screen.getByTestId('cp58-year')).toHaveValue(String(YEAR));
    expect(within(screen.getByTestId('cp58-year')).getAllByRole('option').map((o) => o.textContent)).toEqual(Array.from({ length: 7 }, (_, i) => String(YEAR - i)));
    const counts = await screen.findAllByTestId('cp58-count');
    expect(counts.map((c) => [within(c).getByTestId('cp58-count-label').textContent, within(c).getByTestId('cp58-count-value').textContent])).toEqual([
      ['Agents', '3'],
      ['Due', '1'],
      ['Issued', '1'],
      ['Missing details', '1'],
    ]);
    expect(screen.getByTestId('cp58-threshold-note')).toHaveTextContent(`A CP58 is due for every agent paid more than RM 5,000.00 in incentives in ${YEAR}`);
    expect(Object.fromEntries(last(calls, SEARCH)!.url.searchParams)).toEqual({ year: String(YEAR), page: '1', perPage: '20' });
    expect(within(screen.getByTestId('cp58-filters')).getAllByRole('button').map((b) => b.textContent)).toEqual(['All3', 'Due1', 'Issued1', 'Missing details1']);
    expect(screen.getByTestId('cp58-filter-all')).toHaveAttribute('aria-pressed', 'true');

    const table = screen.getByTestId('cp58-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Agent', 'Total', 'Withheld (s.107D)', 'Missing details', 'CP58', 'Actions']);
    const [aina, budi, chong] = rows();
    expect(cell(aina, 'agent')).toHaveTextContent('Aina Ali@aina');
    expect(cell(aina, 'total')).toHaveTextContent('RM 12,345.60');
    expect(cell(aina, 'total')).toHaveClass('text-right');
    expect(within(cell(aina, 'total')).getByTestId('cp58-threshold')).toHaveTextContent('Over RM 5,000.00');
    expect(cell(aina, 'withheld')).toHaveTextContent('RM 246.91');
    expect(cell(aina, 'missing')).toHaveTextContent('Complete');
    expect(within(cell(aina, 'issued')).getByTestId('cp58-issued')).toHaveTextContent('Issued 14 Jan 2026');
    expect(within(cell(aina, 'action')).getByRole('button', { name: 'Download the CP58 PDF of Aina Ali' })).toHaveTextContent('Download PDF');

    // Budi: over the threshold, not issued (due), without a TIN: the badge and the way to his record.
    expect(within(cell(budi, 'missing')).getByTestId('cp58-missing-badge')).toHaveTextContent('No income tax no. (TIN)');
    expect(within(cell(budi, 'missing')).getByRole('link', { name: 'Open the record of Budi Santoso' })).toHaveAttribute('href', '/agent-details?id=15');
    expect(within(cell(budi, 'issued')).getByTestId('cp58-issued')).toHaveTextContent('Due');
    expect(cell(budi, 'action')).toBeEmptyDOMElement();

    // Chong: under the threshold, not issued: HQ may issue it on request.
    expect(within(cell(chong, 'total')).getByTestId('cp58-threshold')).toHaveTextContent('Under threshold');
    expect(within(cell(chong, 'issued')).getByTestId('cp58-issued')).toHaveTextContent('Not issued');
    expect(within(cell(chong, 'action')).getByTestId('cp58-issue-one')).toHaveTextContent('Issue on request');

    // Phones get a card per agent with the same facts and actions.
    const cards = screen.getAllByTestId('cp58-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]).getByTestId('cp58-card-total')).toHaveTextContent('RM 7,250.00');
    expect(within(cards[1]).getByRole('link', { name: 'Open the record of Budi Santoso' })).toHaveAttribute('href', '/agent-details?id=15');
    expect(within(cards[0]).getByTestId('cp58-download')).toBeInTheDocument();
    expect(within(cards[2]).getByTestId('cp58-issue-one')).toBeInTheDocument();
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('1–3 of 3');
  });

  it('keeps the filter, the search, the page and the year in the address and in the calls', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((m, url, body) => (url.pathname === SEARCH ? ok(cp58Search({ year: Number(url.searchParams.get('year')), total: 45, page: Number(url.searchParams.get('page')) })) : answered()(m, url, body)));
    renderAt('/hqCP58', routes);
    await screen.findByTestId('cp58-table');

    await user.click(screen.getByTestId('cp58-filter-due'));
    expect(location()).toBe('/hqCP58?filter=due');
    await waitFor(() => expect(Object.fromEntries(last(calls, SEARCH)!.url.searchParams)).toEqual({ year: String(YEAR), filter: 'due', page: '1', perPage: '20' }));
    expect(screen.getByTestId('cp58-filter-due')).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByTestId('cp58-search'), 'budi');
    await waitFor(() => expect(location()).toBe('/hqCP58?filter=due&search=budi'));
    await waitFor(() => expect(last(calls, SEARCH)!.url.searchParams.get('search')).toBe('budi'));

    await user.click(screen.getAllByTestId('pager-next')[0]);
    expect(location()).toBe('/hqCP58?filter=due&search=budi&page=2');
    await waitFor(() => expect(last(calls, SEARCH)!.url.searchParams.get('page')).toBe('2'));

    // Another year starts at the first page, keeping the filter and the search.
    await user.selectOptions(screen.getByTestId('cp58-year'), String(YEAR - 2));
    expect(location()).toBe(`/hqCP58?year=${YEAR - 2}&filter=due&search=budi`);
    await waitFor(() => expect(Object.fromEntries(last(calls, SEARCH)!.url.searchParams)).toEqual({ year: String(YEAR - 2), search: 'budi', filter: 'due', page: '1', perPage: '20' }));
    expect(await screen.findByText(`Agents in ${YEAR - 2}`)).toBeInTheDocument();
  });

  it("issues the year's CP58s after asking, then says how many and lists who was skipped and why", async () => {
    const user = userEvent.setup();
    const run = cp58Run({ year: YEAR, skipped: [...cp58Run().skipped, { agentId: 40, name: 'Gita', missing: [] }] });
    const calls = stubFetch(answered((method, url) => (method === 'POST' && url.pathname === ISSUE ? ok(run) : undefined)));
    renderAt('/hqCP58', routes);
    await screen.findByTestId('cp58-table');
    const searches = count(calls, SEARCH);

    await user.click(screen.getByTestId('cp58-issue-all'));
    const dialog = screen.getByTestId('cp58-confirm');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`Issue the CP58s for ${YEAR}?`);
    expect(dialog).toHaveTextContent(`Every agent paid more than RM 5,000.00 in incentives in ${YEAR} gets a CP58.`);
    expect(dialog).toHaveTextContent('Agents whose record lacks an income tax no., identity no. or address are skipped and listed.');
    await user.click(within(dialog).getByTestId('confirm-ok'));

    expect(await screen.findByTestId('cp58-run-issued')).toHaveTextContent(`2 CP58s issued for ${YEAR}.`);
    expect(last(calls, ISSUE)!.body).toEqual({ year: YEAR });
    const skipped = screen.getByTestId('cp58-run-skipped');
    expect(skipped).toHaveTextContent('2 agents skipped');
    const [budi, gita] = within(skipped).getAllByTestId('cp58-skipped');
    // Asked for on request without any incentive in the year: nothing to state.
    expect(within(gita).getByTestId('cp58-skipped-none')).toHaveTextContent(`No incentive in ${YEAR}: nothing to state`);
    expect(budi).toHaveTextContent('Budi Santoso');
    expect(within(budi).getByTestId('cp58-missing-badge')).toHaveTextContent('No income tax no. (TIN)');
    expect(within(budi).getByRole('link', { name: 'Open the record of Budi Santoso' })).toHaveAttribute('href', '/agent-details?id=15');
    // The list is read again: the statements and the counts have changed.
    await waitFor(() => expect(count(calls, SEARCH)).toBeGreaterThan(searches));

    await user.click(screen.getByTestId('cp58-run-close'));
    expect(screen.queryByTestId('cp58-run')).not.toBeInTheDocument();
  });

  it('issues one agent under the threshold on request, saying the due ones go with it', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answered((method, url) => (method === 'POST' && url.pathname === ISSUE ? ok(cp58Run({ year: YEAR, issued: 3, skipped: [] })) : undefined)));
    renderAt('/hqCP58', routes);
    await screen.findByTestId('cp58-table');
    await user.click(within(cell(rows()[2], 'action')).getByRole('button', { name: 'Issue a CP58 for Chong Wei on request' }));
    const dialog = screen.getByTestId('cp58-confirm');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Issue a CP58 for Chong Wei?');
    expect(dialog).toHaveTextContent(`Chong Wei's incentives in ${YEAR}, RM 1,800.00, are under the RM 5,000.00 threshold: this CP58 is issued on request.`);
    expect(dialog).toHaveTextContent('The CP58s of every agent over the threshold are issued (or issued again with today\'s figures) at the same time.');
    await user.click(within(dialog).getByTestId('confirm-ok'));
    expect(await screen.findByTestId('cp58-run-issued')).toHaveTextContent(`3 CP58s issued for ${YEAR}.`);
    expect(last(calls, ISSUE)!.body).toEqual({ year: YEAR, agentIds: [18] });
    expect(screen.queryByTestId('cp58-run-skipped')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal (a year not ended), and blocks issuing on request while the record lacks anything", async () => {
    const user = userEvent.setup();
    stubFetch(
      (m, url, body) =>
        (m === 'POST' && url.pathname === ISSUE ? refused(422, 'The year has not ended yet.', undefined, 'year_not_ended') : undefined) ??
        (url.pathname === SEARCH
          ? ok(cp58Search({ year: YEAR, items: [cp58Row({ agent: { id: 21, name: 'Dina', username: 'dina', tin: null }, overThreshold: false, total: '900.00', missing: ['tin', 'address'], statementId: null, issuedAt: null }), cp58Row({ agent: { id: 22, name: 'Eko', username: 'eko' }, overThreshold: false, total: '300.00', missing: ['address'], statementId: null, issuedAt: null }), cp58Row({ agent: { id: 23, name: 'Fariz', username: 'fariz' }, overThreshold: false, total: '250.00', statementId: null, issuedAt: null })] }))
          : answered()(m, url, body)),
    );
    renderAt('/hqCP58', routes);
    await screen.findByTestId('cp58-table');
    const [dina, eko, fariz] = rows();
    expect(within(cell(dina, 'action')).getByTestId('cp58-issue-one')).toBeDisabled();
    expect(within(cell(dina, 'action')).getByTestId('cp58-issue-blocked')).toHaveTextContent('Complete the record first');
    expect(within(cell(dina, 'missing')).getAllByTestId('cp58-missing-badge').map((b) => b.textContent)).toEqual(['No income tax no. (TIN)', 'No address']);
    // The server skips an agent without an address too.
    expect(within(cell(eko, 'action')).getByTestId('cp58-issue-one')).toBeDisabled();
    expect(within(cell(fariz, 'action')).getByTestId('cp58-issue-one')).toBeEnabled();

    await user.click(within(cell(fariz, 'action')).getByTestId('cp58-issue-one'));
    await user.click(within(screen.getByTestId('cp58-confirm')).getByTestId('confirm-ok'));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('The year has not ended yet.');
    expect(screen.queryByTestId('cp58-run')).not.toBeInTheDocument();
  });

  it('draws an issued statement as a PDF from the server’s statement and saves it as CP58-<year>-<username>.pdf', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answered());
    const created = vi.fn((_b: Blob) => 'blob:cp58');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }); // jsdom has neither
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAt('/hqCP58', routes);
    await screen.findByTestId('cp58-table');
    await user.click(within(cell(rows()[0], 'action')).getByTestId('cp58-download'));
    await waitFor(() => expect(names).toEqual([`CP58-${YEAR}-aina.pdf`]));
    const asked = last(calls, STATEMENTS)!.url;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ year: String(YEAR), agentId: '12' });
    const blob = created.mock.calls[0][0];
    expect(blob.type).toBe('application/pdf');
    const pdf = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain('(Aina Ali)');
  });

  it('says so when the statement of the year to download is gone', async () => {
    const user = userEvent.setup();
    stubFetch((m, url, body) => (url.pathname === STATEMENTS ? ok({ items: [statement({ year: YEAR - 1 })] }) : answered()(m, url, body)));
    renderAt('/hqCP58', routes);
    await screen.findByTestId('cp58-table');
    await user.click(within(cell(rows()[0], 'action')).getByTestId('cp58-download'));
    expect(await within(cell(rows()[0], 'action')).findByTestId('cp58-download-error')).toHaveTextContent(`This CP58 for ${YEAR} could not be found.`);
  });

  it('shows the server’s message with the way to Setup → Features while CP58 is off, and nothing to issue', async () => {
    stubFetch((_m, url) => (url.pathname === SEARCH ? refused(400, 'CP58 is not switched on for this company.', undefined, 'cp58_off') : undefined));
    renderAt('/hqCP58', routes);
    const box = await screen.findByTestId('cp58-refused');
    expect(box).toHaveAttribute('data-code', 'cp58_off');
    expect(screen.getByTestId('cp58-refused-message')).toHaveTextContent('CP58 is not switched on for this company.');
    expect(screen.getByRole('link', { name: 'Switch CP58 on in Company setup → Features' })).toHaveAttribute('href', '/company?tab=features');
    expect(screen.queryByTestId('cp58-issue-all')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cp58-table')).not.toBeInTheDocument();
  });

  it('tells staff who can switch CP58 on, and shows a company not trading in ringgit the server’s message', async () => {
    stubFetch((_m, url) => (url.pathname === SEARCH ? refused(422, 'CP58 is off.', undefined, 'cp58_off') : undefined));
    renderAt('/hqCP58', routes, { user: STAFF_USER });
    expect(await screen.findByTestId('cp58-refused-hint')).toHaveTextContent('Only HQ can switch CP58 on, in the company setup.');
    expect(screen.queryByTestId('cp58-setup-link')).not.toBeInTheDocument();
    cleanup();

    stubFetch((_m, url) => (url.pathname === SEARCH ? refused(400, 'Malaysian tax documents are for companies trading in ringgit.', undefined, 'not_malaysian') : undefined));
    renderAt('/hqCP58', routes);
    expect(await screen.findByTestId('cp58-refused-message')).toHaveTextContent('Malaysian tax documents are for companies trading in ringgit.');
    expect(screen.queryByTestId('cp58-setup-link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cp58-issue-all')).not.toBeInTheDocument();
  });

  it('lets staff who read the reports download but not issue, and links records only for those who manage agents', async () => {
    stubFetch(answered());
    renderAt('/hqCP58', routes, { user: STAFF_USER });
    await screen.findByTestId('cp58-table');
    expect(screen.queryByTestId('cp58-issue-all')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('cp58-issue-one')).toEqual([]);
    expect(within(cell(rows()[0], 'action')).getByTestId('cp58-download')).toBeInTheDocument();
    expect(within(cell(rows()[1], 'missing')).getByTestId('cp58-missing-badge')).toBeInTheDocument();
    expect(screen.queryAllByTestId('cp58-record-link')).toEqual([]);
    cleanup();

    const manager: UserDetail = { ...STAFF_USER, permissions: ['approve_manual_payment', 'promote_demote_suspend'] };
    stubFetch(answered());
    renderAt('/hqCP58', routes, { user: manager });
    await screen.findByTestId('cp58-table');
    expect(within(cell(rows()[1], 'missing')).getByTestId('cp58-record-link')).toHaveAttribute('href', '/agent-details?id=15');
  });

  it('opens a year of the address, says when it has not ended, and says when the year has no agents', async () => {
    const thisYear = YEAR + 1;
    stubFetch((_m, url) => (url.pathname === SEARCH ? ok(cp58Search({ year: Number(url.searchParams.get('year')), counts: { agents: 0, due: 0, issued: 0, missing: 0 }, items: [], total: 0 })) : undefined));
    renderAt(`/hqCP58?year=${thisYear}`, routes, { user: HQ_USER });
    expect(await screen.findByTestId('cp58-empty')).toHaveTextContent(`No agent earned incentives in ${thisYear}, and no CP58 was issued for it.`);
    expect(screen.getByTestId('cp58-year')).toHaveValue(String(thisYear));
    expect(screen.getByTestId('cp58-not-ended')).toHaveTextContent(`${thisYear} has not ended yet: its CP58s can be issued from 1 January.`);
    expect(screen.getByTestId('cp58-issue-all')).toBeDisabled();
  });

  it('says nothing matches when a filter or search empties the page', async () => {
    stubFetch((_m, url) => (url.pathname === SEARCH ? ok(cp58Search({ year: YEAR, items: [], total: 0 })) : undefined));
    renderAt('/hqCP58?filter=missing&search=zz', routes);
    expect(await screen.findByTestId('cp58-empty')).toHaveTextContent('No agent matches this filter or search.');
    expect(screen.getByTestId('cp58-search')).toHaveValue('zz');
    expect(screen.getByTestId('cp58-filter-missing')).toHaveAttribute('aria-pressed', 'true');
  });
});
