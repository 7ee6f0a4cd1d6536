import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { formatMoney } from '@/lib/format';
import type { TreeRow as Row } from '../logic/tree';
import { indentFor } from '../logic/tree';
import { AgentStatusBadge } from './AgentStatusBadge';

/** Every row has this height (px), so the virtualised list needs no measuring. */
export const ROW_HEIGHT = 68;

/** One node of the family tree: toggle, name, status; tier, direct downline, group count and group sales. */
export function TreeRow({ row, focused, href, currency, onToggle }: { row: Row; focused: boolean; href: string; currency: string; onToggle: (row: Row) => void }) {
  const { t } = useTranslation();
  const n = row.node;
  return (
    <div
      className={`flex h-full items-center gap-1 border-b border-slate-100 pr-3 ${focused ? 'bg-secondary/20 ring-2 ring-secondary ring-inset' : row.isRoot ? 'bg-slate-50' : ''}`}
      style={{ paddingLeft: 4 + indentFor(row.depth) }}
      data-testid="tree-node"
      data-id={n.id}
      data-depth={row.depth}
      data-focused={focused || undefined}
    >
      <span className="flex h-11 w-10 shrink-0 items-center justify-center">
        {row.loading ? (
          <Spinner size="sm" />
        ) : row.expandable ? (
          <button
            type="button"
            className="inline-flex h-11 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            aria-expanded={row.expanded}
            aria-label={row.expanded ? t('agents.tree.collapse', { name: n.name }) : t('agents.tree.expand', { name: n.name })}
            onClick={() => onToggle(row)}
            data-testid="tree-toggle"
          >
            <svg viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${row.expanded ? 'rotate-90' : ''}`} aria-hidden="true">
              <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <Link to={href} className={`min-w-0 truncate text-sm text-slate-900 hover:text-primary hover:underline ${row.isRoot ? 'font-bold' : 'font-semibold'}`} data-testid="tree-name">
            {n.name}
          </Link>
          <AgentStatusBadge status={n.status} />
        </div>
        <p className="truncate text-xs text-slate-600" data-testid="tree-figures">
          {[n.tier ?? t('agents.record.noTier'), t('agents.tree.direct', { count: n.downlineCount }), t('agents.tree.group', { count: n.groupCount }), formatMoney(n.groupSales, currency)].join(' · ')}
        </p>
      </div>
    </div>
  );
}
