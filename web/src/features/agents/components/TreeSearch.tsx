import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Spinner } from '@/components/Spinner';
import { useTreeSearch } from '../api/tree';
import type { FamilyNode } from '../api/types';
import { AgentStatusBadge } from './AgentStatusBadge';
import { useDebounced } from '@/lib/use-debounced';

/** Search by name in the viewer's downline; choosing a match hands it (with its path) to `onChoose`. */
export function TreeSearch({ onChoose }: { onChoose: (match: FamilyNode) => void }) {
  const { t } = useTranslation();
  const resultsId = useId();
  const [text, setText] = useState('');
  const name = useDebounced(text);
  const { data, error, isLoading } = useTreeSearch(name);
  const active = text.trim() !== '' && name.trim() !== '';
  const matches = data?.children ?? [];

  return (
    <div>
      <Input label={t('agents.tree.search')} type="search" placeholder={t('agents.tree.searchHint')} value={text} onChange={(e) => setText(e.target.value)} aria-controls={resultsId} data-testid="tree-search" />
      {active && (
        <div id={resultsId} className="mt-2 rounded-xl bg-white ring-1 ring-slate-200" data-testid="tree-search-results">
          {isLoading && !data ? (
            <div className="flex justify-center py-3 text-primary"><Spinner size="sm" /></div>
          ) : error ? (
            <p className="px-3 py-2 text-sm text-red-700">{t('agents.tree.searchFailed')}</p>
          ) : matches.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500" data-testid="tree-search-none">{t('agents.tree.noMatch')}</p>
          ) : (
            <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto" aria-label={t('agents.tree.matches')}>
              {matches.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    className="block min-h-11 w-full px-3 py-2 text-left hover:bg-primary/5"
                    onClick={() => {
                      setText('');
                      onChoose(m);
                    }}
                    data-testid="tree-match"
                  >
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="truncate text-sm font-semibold text-slate-900">{m.name}</span>
                      <AgentStatusBadge status={m.status} />
                    </span>
                    <span className="block truncate text-xs text-slate-500">
                      {[m.tier, (m.path ?? []).map((s) => s.name).join(' › ')].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
