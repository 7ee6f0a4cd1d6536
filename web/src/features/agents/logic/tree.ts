/**
 * The family tree as a flat list of visible rows (what the virtualised list renders), and the state
 * behind it: which nodes are expanded, whose children are loaded, which are loading, which is focused.
 */
import type { FamilyNode, PathStep } from '../api/types';

export interface TreeState {
  /** Children already loaded, by parent id. */
  childrenOf: Readonly<Record<number, FamilyNode[]>>;
  expanded: ReadonlySet<number>;
  loading: ReadonlySet<number>;
  /** The search match opened last (highlighted). */
  focusId: number | null;
}

export const EMPTY_TREE: TreeState = { childrenOf: {}, expanded: new Set(), loading: new Set(), focusId: null };

export interface TreeRow {
  node: FamilyNode;
  depth: number;
  /** The view's root: always open, not collapsible. */
  isRoot: boolean;
  expandable: boolean;
  expanded: boolean;
  loading: boolean;
  /** Expanded and loaded, but without children (the counts were stale). */
  empty: boolean;
}

export type TreeAction =
  | { type: 'loading'; id: number }
  | { type: 'loaded'; id: number; children: FamilyNode[] }
  | { type: 'failed'; id: number }
  | { type: 'toggle'; id: number }
  | { type: 'expand'; ids: readonly number[] }
  | { type: 'focus'; id: number | null };

const withId = (set: ReadonlySet<number>, id: number) => new Set(set).add(id);
const withoutId = (set: ReadonlySet<number>, id: number) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

export function treeReducer(state: TreeState, action: TreeAction): TreeState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: withId(state.loading, action.id) };
    case 'loaded':
      return { ...state, loading: withoutId(state.loading, action.id), childrenOf: { ...state.childrenOf, [action.id]: action.children } };
    case 'failed':
      return { ...state, loading: withoutId(state.loading, action.id), expanded: withoutId(state.expanded, action.id) };
    case 'toggle':
      return { ...state, expanded: state.expanded.has(action.id) ? withoutId(state.expanded, action.id) : withId(state.expanded, action.id) };
    case 'expand': {
      const expanded = new Set(state.expanded);
      for (const id of action.ids) expanded.add(id);
      return { ...state, expanded };
    }
    case 'focus':
      return { ...state, focusId: action.id };
  }
}

/**
 * The rows on screen, depth first: the root (if any) at depth 0 with `top` below it, else `top` at
 * depth 0; an expanded node's loaded children follow it one level deeper. Iterative, so a deep or wide
 * tree costs no recursion.
 */
export function flattenTree(root: FamilyNode | null, top: readonly FamilyNode[], state: TreeState): TreeRow[] {
  const rows: TreeRow[] = [];
  const row = (node: FamilyNode, depth: number, isRoot = false): TreeRow => {
    const children = state.childrenOf[node.id];
    const expanded = isRoot || state.expanded.has(node.id);
    return {
      node,
      depth,
      isRoot,
      expandable: !isRoot && node.downlineCount > 0,
      expanded,
      loading: state.loading.has(node.id),
      empty: !isRoot && expanded && children !== undefined && children.length === 0,
    };
  };
  const baseDepth = root ? 1 : 0;
  if (root) rows.push(row(root, 0, true));
  const stack: [FamilyNode, number][] = [];
  for (let i = top.length - 1; i >= 0; i--) stack.push([top[i], baseDepth]);
  const seen = new Set<number>(root ? [root.id] : []);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (seen.has(node.id)) continue; // a node shows once, whatever the data says
    seen.add(node.id);
    const r = row(node, depth);
    rows.push(r);
    const children = state.childrenOf[node.id];
    if (r.expanded && children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
  }
  return rows;
}

/**
 * The nodes to expand, top down, to show a search match in a view rooted at `rootId` (null = the
 * viewer's top): the match's path after the root. Null when the match is outside this view.
 */
export function ancestorsToOpen(match: { id: number; path?: PathStep[] | null }, rootId: number | null): number[] | null {
  const path = match.path ?? [];
  if (rootId === null) return path.map((s) => s.id);
  if (match.id === rootId) return [];
  const at = path.findIndex((s) => s.id === rootId);
  return at < 0 ? null : path.slice(at + 1).map((s) => s.id);
}

/** The ids among `ids` whose children are not loaded yet (to fetch, in order). */
export const missingChildren = (ids: readonly number[], state: TreeState) => ids.filter((id) => state.childrenOf[id] === undefined);

/** A path with its last step added (when not already there): breadcrumbs end at the node itself. */
export function crumbs(path: readonly PathStep[], last: PathStep | null): PathStep[] {
  if (!last || path[path.length - 1]?.id === last.id) return [...path];
  return [...path, last];
}

/** Pixels of indent for a depth; deep levels stop growing so a phone row keeps room for the name. */
export const indentFor = (depth: number, step = 16, max = 8) => Math.min(depth, max) * step;
