import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyNode, FamilyTree } from '../api/types';
import { AGENT_USER, ok, renderAt, stubFetch } from '../test-utils';
import { FamilyTreePage } from './FamilyTreePage';

const node = (id: number, name: string, downlineCount = 0, patch: Partial<FamilyNode> = {}): FamilyNode => ({
  id, username: `u${id}`, name, tier: 'Gold', status: 'active', uplineId: null, downlineCount, groupCount: downlineCount, groupSales: '100.00', path: null, ...patch,
});
const tree = (root: FamilyNode | null, children: FamilyNode[], path: FamilyTree['path'] = []): FamilyTree => ({ root, children, path });
const routes = [{ path: '/agent-family-tree', element: <FamilyTreePage /> }];
const names = () => screen.getAllByTestId('tree-node').map((r) => within(r).getByTestId('tree-name').textContent);

// jsdom lays nothing out: give the scroll box a height so the virtualiser has a window to fill.
const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 680 }));
afterAll(() => height && Object.defineProperty(HTMLElement.prototype, 'clientHeight', height));

describe('/agent-family-tree', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const hqNetwork = (url: URL) => {
    if (url.pathname !== '/api/user/family-tree') return undefined;
    const id = url.searchParams.get('id');
    if (url.searchParams.get('agentName')) {
      return ok(tree(null, [node(111, 'Eve Tan', 0, { path: [{ id: 1, name: 'Alice' }, { id: 11, name: 'Carol' }] })]));
    }
    if (id === '1') return ok(tree(node(1, 'Alice', 2), [node(11, 'Carol', 1), node(12, 'Dan')]));
    if (id === '11') return ok(tree(node(11, 'Carol', 1), [node(111, 'Eve Tan')]));
    return ok(tree(null, [node(1, 'Alice', 2), node(2, 'Bob', 0, { status: 'suspended' })]));
  };

  it('HQ: starts at the top, and expanding a node loads its direct downline under it', async () => {
    const calls = stubFetch((_m, url) => hqNetwork(url));
    renderAt('/agent-family-tree', routes);
    await screen.findAllByTestId('tree-node');
    expect(names()).toEqual(['Alice', 'Bob']);
    const alice = screen.getAllByTestId('tree-node')[0];
    expect(within(alice).getByTestId('tree-figures')).toHaveTextContent('Gold · 2 direct · 2 in group · RM 100.00');
    expect(within(screen.getAllByTestId('tree-node')[1]).getByTestId('agent-status')).toHaveTextContent('Suspended');
    expect(within(screen.getAllByTestId('tree-node')[1]).queryByTestId('tree-toggle')).toBeNull(); // no downline: nothing to open

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show the downline of Alice' }));
    await waitFor(() => expect(names()).toEqual(['Alice', 'Carol', 'Dan', 'Bob']));
    expect(screen.getAllByTestId('tree-node')[1]).toHaveAttribute('data-depth', '1');
    expect(calls.filter((c) => c.url.searchParams.get('id') === '1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Hide the downline of Alice' }));
    expect(names()).toEqual(['Alice', 'Bob']);
    await user.click(screen.getByRole('button', { name: 'Show the downline of Alice' }));
    expect(names()).toEqual(['Alice', 'Carol', 'Dan', 'Bob']); // kept: not loaded again
    expect(calls.filter((c) => c.url.searchParams.get('id') === '1')).toHaveLength(1);
    expect(within(screen.getAllByTestId('tree-node')[0]).getByTestId('tree-name')).toHaveAttribute('href', '/agent-details?id=1');
  });

  it('search: choosing a match opens the tree along its path, highlights it and shows the path', async () => {
    const calls = stubFetch((_m, url) => hqNetwork(url));
    renderAt('/agent-family-tree', routes);
    await screen.findAllByTestId('tree-node');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by name'), 'Eve');
    await user.click(await screen.findByTestId('tree-match'));
    await waitFor(() => expect(names()).toEqual(['Alice', 'Carol', 'Eve Tan', 'Dan', 'Bob']));
    const eve = screen.getAllByTestId('tree-node')[2];
    expect(eve).toHaveAttribute('data-focused', 'true');
    expect(eve).toHaveAttribute('data-depth', '2');
    const crumbs = within(screen.getByTestId('tree-breadcrumbs')).getAllByRole('listitem').map((li) => li.textContent?.replace('›', '').trim());
    expect(crumbs).toEqual(['Top of the network', 'Alice', 'Carol', 'Eve Tan']);
    expect(calls.find((c) => c.url.searchParams.get('agentName'))?.url.searchParams.get('agentName')).toBe('Eve');
    expect(calls.filter((c) => c.url.searchParams.has('id')).map((c) => c.url.searchParams.get('id'))).toEqual(['1', '11']);
    expect(screen.queryByTestId('tree-search-results')).toBeNull();
  });

  it('an agent without downline is told "No downline detected!"', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/user/family-tree' ? ok(tree(node(7, 'Lim Wei Ming'), [], [{ id: 7, name: 'Lim Wei Ming' }])) : undefined));
    renderAt('/agent-family-tree', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('tree-empty')).toHaveTextContent('No downline detected!');
    expect(names()).toEqual(['Lim Wei Ming']);
    expect(within(screen.getAllByTestId('tree-node')[0]).getByTestId('tree-name')).toHaveAttribute('href', '/agent-info?id=7');
  });

  it('renders only the rows on screen, even under a node with thousands of children', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => node(1000 + i, `Agent ${i}`));
    stubFetch(() => ok(tree(node(7, 'Lim Wei Ming', 5000), many, [{ id: 7, name: 'Lim Wei Ming' }])));
    renderAt('/agent-family-tree', routes, { user: AGENT_USER });
    await screen.findAllByTestId('tree-node');
    const shown = screen.getAllByTestId('tree-node').length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(40);
    const list = screen.getByRole('list', { name: 'Family tree' });
    expect(parseInt(list.style.height, 10)).toBe(5001 * 68);
  });
});
