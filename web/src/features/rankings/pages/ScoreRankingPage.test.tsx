import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recentPeriods, thisPeriod } from '@/lib/period';
import type { UserDetail } from '@/lib/types';
import { AGENT_USER, HQ_USER, measureTop, ok, rankingPage, refused, renderAt, row, rows, stubFetch, topPerformers, type Call } from '../test-utils';
import { MEASURES } from '../logic/measures';
import type { RankingPage } from '../api/types';
import { ScoreRankingPage } from './ScoreRankingPage';

const routes = [{ path: '/score-ranking', element: <ScoreRankingPage /> }];
const asAgent = { user: AGENT_USER };

/** The two calls of the page: the top performers, and the ranking of the measure asked for (from `pages`). */
function answer(pages: (measure: string, url: URL) => RankingPage, top = topPerformers()) {
  return stubFetch((_m, url) => {
    if (url.pathname === '/api/scoreranking/top-performer') return ok({ ...top, period: url.searchParams.get('period') ?? top.period });
    const m = /^\/api\/scoreranking\/score-ranking-(\w+)$/.exec(url.pathname);
    return m ? ok(pages(m[1], url)) : undefined;
  });
}

const asked = (calls: Call[]) => calls.map((c) => c.url.pathname + c.url.search);
const cellsOf = (r: HTMLElement) => [
  within(r).getByTestId('ranking-position').textContent,
  within(r).getByTestId('ranking-name').textContent,
  within(r).getByTestId('ranking-tier').textContent,
  within(r).queryByTestId('ranking-value')?.textContent ?? null,
];

describe('/score-ranking', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows HQ this month's top performers, one card per measure, and the personal sales ranking of the company", async () => {
    const calls = answer((measure) => rankingPage({ measure, items: rows(3, 1, measure) }));
    renderAt('/score-ranking', routes);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Score ranking');
    const cards = await screen.findAllByTestId('top-card');
    expect(cards.map((c) => within(c).getByTestId('top-card-title').textContent)).toEqual(['Personal sales', 'Group sales', 'Total personal group sales', 'Team', 'Commission', 'Recruitment']);
    expect(within(cards[0]).getAllByTestId('top-row').map(cellsOf)).toEqual([
      ['1', 'Agent 1', 'Gold', 'RM 4,900.00'],
      ['2', 'Agent 2', 'Silver', 'RM 4,800.00'],
      ['3', 'Agent 3', 'Gold', 'RM 4,700.00'],
    ]);
    expect(within(cards[3]).getAllByTestId('ranking-value').map((v) => v.textContent)).toEqual(['39 agents', '38 agents', '37 agents']);
    expect(within(cards[5]).getAllByTestId('ranking-value')[0]).toHaveTextContent('39 recruits');

    const list = await screen.findByTestId('ranking');
    expect(within(list).getByTestId('ranking-title')).toHaveTextContent('Personal sales · November 2026');
    expect(within(list).getAllByTestId('ranking-row').map(cellsOf)).toEqual([
      ['1', 'Agent 1', 'Gold', 'RM 4,900.00'],
      ['2', 'Agent 2', 'Silver', 'RM 4,800.00'],
      ['3', 'Agent 3', 'Gold', 'RM 4,700.00'],
    ]);
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('value'))).toEqual(['1', '2', '3']);
    // The company is ranked: no team note, nothing hidden, no own place.
    expect(screen.queryByTestId('ranking-scope')).toBeNull();
    expect(screen.queryByTestId('ranking-positions-only')).toBeNull();
    expect(screen.queryByTestId('ranking-mine')).toBeNull();
    expect(screen.queryByTestId('ranking-not-ranked')).toBeNull();
    expect(screen.getByTestId('measure-ps')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Hall of fame' })).toHaveAttribute('href', '/score-ranking/hall-of-fame');
    // This month: no period asked; the first page of 20.
    expect(asked(calls).sort()).toEqual(['/api/scoreranking/score-ranking-ps?page=1&perPage=20', '/api/scoreranking/top-performer']);
  });

  it('switches the measure from its chips, kept in the address, counts for team and recruitment', async () => {
    const user = userEvent.setup();
    const calls = answer((measure) => rankingPage({ measure, items: rows(2, 1, measure), total: 2 }));
    renderAt('/score-ranking?period=2026-11', routes);
    await screen.findByTestId('ranking');
    const chips = within(screen.getByRole('group', { name: 'Ranking by' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Personal sales', 'Group sales', 'Total personal group sales', 'Team', 'Commission', 'Recruitment']);

    await user.click(screen.getByRole('button', { name: 'Team' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/score-ranking?period=2026-11&measure=team');
    await waitFor(() => expect(screen.getByTestId('ranking')).toHaveAttribute('data-measure', 'team'));
    expect(screen.getByRole('button', { name: 'Team' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('ranking-value').slice(-2).map((v) => v.textContent)).toEqual(['39 agents', '38 agents']);
    expect(asked(calls)).toContain('/api/scoreranking/score-ranking-team?period=2026-11&page=1&perPage=20');

    await user.click(screen.getByRole('button', { name: 'Commission' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/score-ranking?period=2026-11&measure=commission');
    await waitFor(() => expect(screen.getByTestId('ranking')).toHaveAttribute('data-measure', 'commission'));
    expect(within(screen.getByTestId('ranking')).getAllByTestId('ranking-value')[0]).toHaveTextContent('RM 4,900.00');
  });

  it('opens the measure and page of the address, pages through the ranking, and starts another month at its first page', async () => {
    const user = userEvent.setup();
    const calls = answer((measure, url) => {
      const page = Number(url.searchParams.get('page'));
      return rankingPage({ measure, period: url.searchParams.get('period') ?? '2026-11', items: rows(page === 3 ? 5 : 20, (page - 1) * 20 + 1, measure), total: 45, page });
    });
    renderAt('/score-ranking?period=2026-11&measure=gs&page=2', routes);
    const list = await screen.findByTestId('ranking');
    expect(asked(calls)).toContain('/api/scoreranking/score-ranking-gs?period=2026-11&page=2&perPage=20');
    expect(within(list).getAllByTestId('ranking-position')[0]).toHaveTextContent('21');
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 2 of 3');
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('21–40 of 45');

    await user.click(screen.getByTestId('pager-next'));
    expect(screen.getByTestId('location')).toHaveTextContent('/score-ranking?period=2026-11&measure=gs&page=3');
    await waitFor(() => expect(screen.getAllByTestId('ranking-row')).toHaveLength(5));
    expect(within(screen.getByTestId('ranking-rows')).getAllByTestId('ranking-position')[0]).toHaveTextContent('41');

    const [current, previous] = recentPeriods(thisPeriod(), 2);
    const select = screen.getByLabelText('Month');
    expect(within(select).getAllByRole('option').length).toBeGreaterThanOrEqual(12);
    expect(within(select).getAllByRole('option')[0]).toHaveValue(current > '2026-11' ? current : '2026-11');
    await user.selectOptions(select, previous);
    expect(screen.getByTestId('location')).toHaveTextContent(`/score-ranking?period=${previous}&measure=gs`);
    await waitFor(() => expect(asked(calls)).toContain(`/api/scoreranking/score-ranking-gs?period=${previous}&page=1&perPage=20`));
    expect(asked(calls)).toContain(`/api/scoreranking/top-performer?period=${previous}`);
  });

  it("ranks an agent among their team, highlights their own row, and pins it as 'Your position' when it is on another page", async () => {
    const mine = row({ position: 34, me: true, value: '120.00', agent: { id: 12, name: 'Aina Ali', username: 'aina', tierName: 'Silver' } });
    answer((measure) => rankingPage({ measure, scope: 'team', items: rows(20, 1, measure), total: 40, mine }), topPerformers({ scope: 'team' }));
    renderAt('/score-ranking', routes, asAgent);
    const list = await screen.findByTestId('ranking');
    expect(within(list).getByTestId('ranking-scope')).toHaveTextContent('Ranked among your team');
    const pinned = within(list).getByTestId('ranking-mine');
    expect(pinned).toHaveTextContent('Your position');
    expect(cellsOf(within(pinned).getByTestId('ranking-mine-row'))).toEqual(['34', 'Aina Ali', 'Silver', 'RM 120.00']);
    expect(within(pinned).getByTestId('ranking-you')).toHaveTextContent('You');
    expect(within(pinned).getByTestId('ranking-mine-row')).toHaveAttribute('data-me', 'true');
    expect(within(list).getAllByTestId('ranking-row').filter((r) => r.dataset.me)).toHaveLength(0);
  });

  it("highlights the agent's own row on the page, without pinning it twice", async () => {
    const me = row({ position: 2, me: true, value: '4800.00', agent: { id: 12, name: 'Aina Ali', username: 'aina', tierName: 'Silver' } });
    answer((measure) => rankingPage({ measure, scope: 'team', items: [rows(1)[0], me, rows(1, 3)[0]], total: 3, mine: me }));
    renderAt('/score-ranking', routes, asAgent);
    const list = await screen.findByTestId('ranking');
    const own = within(list).getAllByTestId('ranking-row').filter((r) => r.dataset.me === 'true');
    expect(own.map(cellsOf)).toEqual([['2', 'Aina Ali', 'Silver', 'RM 4,800.00']]);
    expect(within(own[0]).getByTestId('ranking-you')).toBeInTheDocument();
    expect(own[0].className).toContain('bg-primary/10');
    expect(screen.queryByTestId('ranking-mine')).toBeNull();
  });

  it('says an agent is not ranked in the measure yet when the API has no row of theirs', async () => {
    answer((measure) => rankingPage({ measure, scope: 'team', total: 3, mine: null }));
    renderAt('/score-ranking', routes, asAgent);
    expect(await screen.findByTestId('ranking-not-ranked')).toHaveTextContent('You are not ranked in Personal sales this month yet.');
  });

  it('shows positions without amounts when HQ hides them from agents, with a short note', async () => {
    const hidden = (items: ReturnType<typeof rows>) => items.map((r) => ({ ...r, value: null }));
    const top = topPerformers({ scope: 'team', amountsShown: false, measures: MEASURES.map((m) => measureTop(m, m === 'team' || m === 'recruitment' ? rows(3, 1, m) : hidden(rows(3)))) });
    answer((measure) => rankingPage({ measure, scope: 'team', amountsShown: false, items: hidden(rows(3)), mine: null }), top);
    renderAt('/score-ranking', routes, asAgent);
    const list = await screen.findByTestId('ranking');
    expect(within(list).getByTestId('ranking-positions-only')).toHaveTextContent('HQ shows positions only');
    expect(within(list).getAllByTestId('ranking-row').map(cellsOf)).toEqual([
      ['1', 'Agent 1', 'Gold', null],
      ['2', 'Agent 2', 'Silver', null],
      ['3', 'Agent 3', 'Gold', null],
    ]);
    expect(screen.getByTestId('top-positions-only')).toHaveTextContent('HQ shows positions only');
    const cards = screen.getAllByTestId('top-card');
    expect(within(cards[0]).queryAllByTestId('ranking-value')).toHaveLength(0);
    // Counts are not amounts: the team card keeps them.
    expect(within(cards[3]).getAllByTestId('ranking-value')).toHaveLength(3);
  });

  it('says when nobody is ranked, in the list and in each top card', async () => {
    answer((measure) => rankingPage({ measure, items: [], total: 0 }), topPerformers({ measures: MEASURES.map((m) => measureTop(m, [])) }));
    renderAt('/score-ranking?period=2026-11&measure=recruitment', routes);
    expect(await screen.findByTestId('ranking-empty')).toHaveTextContent('Nobody is ranked in Recruitment for November 2026 yet.');
    expect(screen.queryByTestId('pager')).toBeNull();
    // Nobody in any measure: one line, not six empty cards.
    expect(screen.getByTestId('top-empty')).toHaveTextContent('Nobody ranked yet.');
    expect(screen.queryByTestId('top-card')).toBeNull();
  });

  it('says so in the card of a measure nobody is ranked in', async () => {
    answer((measure) => rankingPage({ measure }), topPerformers({ measures: MEASURES.map((m) => measureTop(m, m === 'recruitment' ? [] : rows(3, 1, m))) }));
    renderAt('/score-ranking', routes);
    const cards = await screen.findAllByTestId('top-card');
    expect(within(cards[5]).getByTestId('top-card-empty')).toHaveTextContent('Nobody ranked yet.');
    expect(screen.getAllByTestId('top-card-empty')).toHaveLength(1);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubFetch((_m, url) => {
      if (url.pathname === '/api/scoreranking/top-performer') return ok(topPerformers());
      if (url.pathname === '/api/scoreranking/score-ranking-ps') return fail ? refused(422, 'The period is not a month.', { period: 'Not a month' }, 'validation') : ok(rankingPage());
      return undefined;
    });
    renderAt('/score-ranking', routes);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('The period is not a month.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ranking')).toBeInTheDocument();
  });

  it('links the hall of fame only for those who may open it', async () => {
    const staff: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };
    answer((measure) => rankingPage({ measure }));
    renderAt('/score-ranking', routes, { user: staff });
    await screen.findByTestId('ranking');
    expect(screen.queryByTestId('hall-of-fame-link')).toBeNull();
    cleanup();
    renderAt('/score-ranking', routes, asAgent);
    await screen.findByTestId('ranking');
    expect(screen.getByRole('link', { name: 'Hall of fame' })).toHaveAttribute('href', '/score-ranking/hall-of-fame');
  });
});
