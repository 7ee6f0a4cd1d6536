import { useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { Loaded } from '@/components/Loaded';
import { ApiError } from '@/lib/api';
import { useCompany } from '@/lib/company';
import { loadChildren, useFamilyTree } from '../api/tree';
import type { FamilyNode, PathStep } from '../api/types';
import { TreeList } from '../components/TreeList';
import { TreeSearch } from '../components/TreeSearch';
import { Breadcrumbs, Empty } from '../components/ui';
import { recordPath } from '../logic/access';
import { readId } from '../logic/record';
import { EMPTY_TREE, ancestorsToOpen, crumbs, flattenTree, treeReducer, type TreeRow } from '../logic/tree';

/**
 * /agent-family-tree[?id=] (agents and HQ side): the network one level at a time. Agents start at
 * themselves, HQ at the top of the network. Expanding loads a node's direct downline; a search match
 * opens the tree along its path.
 */
export function FamilyTreePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const [params, setParams] = useSearchParams();
  const rootId = readId(params.get('id'));
  const { data, error, mutate } = useFamilyTree(rootId);
  const [state, dispatch] = useReducer(treeReducer, EMPTY_TREE);
  const [chosen, setChosen] = useState<FamilyNode | null>(null);
  const [scrollTo, setScrollTo] = useState<{ id: number; nonce: number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const hq = user.role !== 'agent';
  /** Where the viewer's tree starts: the agent themselves, or the top of the network (HQ side). */
  const topId = user.role === 'agent' ? user.id : null;

  const rows = useMemo(() => (data ? flattenTree(data.root, data.children, state) : []), [data, state]);

  const load = useCallback(async (id: number) => {
    dispatch({ type: 'loading', id });
    try {
      dispatch({ type: 'loaded', id, children: await loadChildren(id) });
      return true;
    } catch (err) {
      dispatch({ type: 'failed', id });
      setLoadError(err instanceof Error && err.message ? err.message : t('errors.generic'));
      return false;
    }
  }, [t]);

  const onToggle = useCallback(
    (row: TreeRow) => {
      setLoadError(null);
      dispatch({ type: 'toggle', id: row.node.id });
      if (!row.expanded && state.childrenOf[row.node.id] === undefined && !row.loading) void load(row.node.id);
    },
    [state.childrenOf, load],
  );

  const reroot = (id: number | null) => {
    setChosen(null);
    dispatch({ type: 'focus', id: null });
    setParams(id === null || id === topId ? {} : { id: String(id) });
  };

  const onChoose = async (match: FamilyNode) => {
    setLoadError(null);
    setChosen(match);
    let ancestors = ancestorsToOpen(match, data?.root?.id ?? rootId);
    if (ancestors === null) {
      // Outside this view: back to the viewer's top, and open from there.
      setParams({});
      ancestors = ancestorsToOpen(match, topId) ?? [];
    }
    for (const id of ancestors) {
      if (state.childrenOf[id] === undefined && !(await load(id))) return;
    }
    dispatch({ type: 'expand', ids: ancestors });
    dispatch({ type: 'focus', id: match.id });
    setScrollTo({ id: match.id, nonce: Date.now() });
  };

  const trail: PathStep[] = chosen ? crumbs(chosen.path ?? [], { id: chosen.id, name: chosen.name }) : data ? crumbs(data.path, data.root ? { id: data.root.id, name: data.root.name } : null) : [];

  return (
    <div className="mx-auto max-w-4xl" data-testid="family-tree-page">
      <PageTitle subtitle={t(hq ? 'agents.tree.introHq' : 'agents.tree.intro')}>{t('agents.titles.tree')}</PageTitle>
      <div className="space-y-3">
        <TreeSearch onChoose={(m) => void onChoose(m)} />
        <Breadcrumbs
          label={t('agents.tree.pathLabel')}
          first={topId === null ? { label: t('agents.tree.top'), onPick: () => reroot(null) } : undefined}
          steps={trail}
          onPick={(s) => reroot(s.id)}
          testId="tree-breadcrumbs"
        />
        {loadError && <FormMessage testId="tree-error">{loadError}</FormMessage>}
        {error instanceof ApiError && error.status === 404 && !data ? (
          <Empty testId="tree-not-found">{t('agents.record.notFound')}</Empty>
        ) : (
          <Loaded data={data} error={error} retry={() => void mutate()}>
            {(tree) => (
              <>
                {tree.children.length === 0 && <Empty testId="tree-empty">{t('agents.tree.noDownline')}</Empty>}
                {(tree.root || tree.children.length > 0) && (
                  <TreeList rows={rows} focusId={state.focusId} scrollTo={scrollTo} hrefOf={(id) => recordPath(user, id)} currency={currency} onToggle={onToggle} />
                )}
              </>
            )}
          </Loaded>
        )}
      </div>
    </div>
  );
}
