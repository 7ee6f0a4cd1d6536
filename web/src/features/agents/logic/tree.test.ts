import { describe, expect, it } from 'vitest';
import type { FamilyNode } from '../api/types';
import { EMPTY_TREE, ancestorsToOpen, crumbs, flattenTree, indentFor, missingChildren, treeReducer, type TreeAction, type TreeState } from './tree';

const node = (id: number, downlineCount = 0, patch: Partial<FamilyNode> = {}): FamilyNode => ({
  id, username: `u${id}`, name: `Agent ${id}`, tier: 'Gold', status: 'active', uplineId: null, downlineCount, groupCount: downlineCount, groupSales: '0.00', path: null, ...patch,
});

const run = (...actions: TreeAction[]): TreeState => actions.reduce(treeReducer, EMPTY_TREE);
const ids = (rows: { node: FamilyNode; depth: number }[]) => rows.map((r) => `${r.node.id}@${r.depth}`);

describe('flattening the tree', () => {
  const top = [node(1, 2), node(2), node(3, 1)];

  it('shows only the top level while nothing is expanded', () => {
    const rows = flattenTree(null, top, EMPTY_TREE);
    expect(ids(rows)).toEqual(['1@0', '2@0', '3@0']);
    expect(rows.map((r) => r.expandable)).toEqual([true, false, true]);
  });

  it('puts loaded children of expanded nodes right under them, one level deeper', () => {
    const s = run(
      { type: 'loaded', id: 1, children: [node(11, 1), node(12)] },
      { type: 'loaded', id: 11, children: [node(111)] },
      { type: 'toggle', id: 1 },
      { type: 'toggle', id: 11 },
    );
    expect(ids(flattenTree(null, top, s))).toEqual(['1@0', '11@1', '111@2', '12@1', '2@0', '3@0']);
    // collapsing a parent hides the whole branch but remembers what was open below it
    const collapsed = treeReducer(s, { type: 'toggle', id: 1 });
    expect(ids(flattenTree(null, top, collapsed))).toEqual(['1@0', '2@0', '3@0']);
    expect(ids(flattenTree(null, top, treeReducer(collapsed, { type: 'toggle', id: 1 })))).toContain('111@2');
  });

  it('keeps the root on top at depth 0, always open', () => {
    const rows = flattenTree(node(100, 3), top, EMPTY_TREE);
    expect(ids(rows)).toEqual(['100@0', '1@1', '2@1', '3@1']);
    expect(rows[0]).toMatchObject({ isRoot: true, expanded: true, expandable: false });
  });

  it('marks loading and empty expansions, and shows a node only once', () => {
    let s = run({ type: 'toggle', id: 3 }, { type: 'loading', id: 3 });
    expect(flattenTree(null, top, s)[2]).toMatchObject({ loading: true, expanded: true });
    s = treeReducer(s, { type: 'loaded', id: 3, children: [] });
    expect(flattenTree(null, top, s)[2]).toMatchObject({ loading: false, empty: true });
    s = run({ type: 'loaded', id: 1, children: [node(2)] }, { type: 'toggle', id: 1 });
    expect(ids(flattenTree(null, top, s))).toEqual(['1@0', '2@1', '3@0']);
  });

  it('closes a node whose children failed to load', () => {
    const s = run({ type: 'toggle', id: 1 }, { type: 'loading', id: 1 }, { type: 'failed', id: 1 });
    expect(s.expanded.has(1)).toBe(false);
    expect(s.loading.has(1)).toBe(false);
  });

  it('flattens thousands of children without trouble', () => {
    const many = Array.from({ length: 5000 }, (_, i) => node(1000 + i));
    const s = run({ type: 'loaded', id: 1, children: many }, { type: 'toggle', id: 1 });
    expect(flattenTree(null, top, s)).toHaveLength(5003);
  });
});

describe('opening the tree along a search match', () => {
  const match = { id: 9, path: [{ id: 1, name: 'A' }, { id: 4, name: 'B' }, { id: 6, name: 'C' }] };

  it('expands every ancestor below the view root', () => {
    expect(ancestorsToOpen(match, null)).toEqual([1, 4, 6]);
    expect(ancestorsToOpen(match, 1)).toEqual([4, 6]);
    expect(ancestorsToOpen(match, 6)).toEqual([]);
    expect(ancestorsToOpen({ id: 6, path: [] }, 6)).toEqual([]);
  });

  it('says when the match is outside the view', () => {
    expect(ancestorsToOpen(match, 77)).toBeNull();
    expect(ancestorsToOpen({ id: 2, path: null }, 77)).toBeNull();
  });

  it('loads only what is missing, then expands the chain and focuses the match', () => {
    const loaded = run({ type: 'loaded', id: 1, children: [node(4, 1)] });
    expect(missingChildren([1, 4, 6], loaded)).toEqual([4, 6]);
    const s = [
      { type: 'loaded', id: 4, children: [node(6, 1)] },
      { type: 'loaded', id: 6, children: [node(9)] },
      { type: 'expand', ids: [1, 4, 6] },
      { type: 'focus', id: 9 },
    ].reduce(treeReducer as (s: TreeState, a: unknown) => TreeState, loaded);
    const rows = flattenTree(null, [node(1, 1), node(2)], s);
    expect(ids(rows)).toEqual(['1@0', '4@1', '6@2', '9@3', '2@0']);
    expect(s.focusId).toBe(9);
  });

  it('ends breadcrumbs at the node itself', () => {
    expect(crumbs(match.path, { id: 9, name: 'Match' }).map((c) => c.id)).toEqual([1, 4, 6, 9]);
    expect(crumbs([{ id: 1, name: 'A' }], { id: 1, name: 'A' })).toHaveLength(1);
    expect(crumbs([], null)).toEqual([]);
  });

  it('stops indenting after eight levels', () => {
    expect(indentFor(0)).toBe(0);
    expect(indentFor(3)).toBe(48);
    expect(indentFor(30)).toBe(128);
  });
});
