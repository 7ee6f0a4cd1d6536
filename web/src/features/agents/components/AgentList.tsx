import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatMoney } from '@/lib/format';
import type { AgentListItem } from '../api/types';
import { AgentStatusBadge } from './AgentStatusBadge';

function NameCell({ item, href }: { item: AgentListItem; href: string }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <Link to={href} className="block truncate font-semibold text-primary hover:underline" data-testid="agent-link">
        {item.name}
      </Link>
      <p className="truncate text-xs text-slate-500">{t('agents.list.idAndUsername', { id: item.id, username: item.username })}</p>
    </div>
  );
}

/**
 * Agents with this month's personal and group sales: a card list on phones, a table from md up (it
 * scrolls inside its box where the screen is narrower than its columns).
 */
export function AgentList({ items, hrefOf, actions }: { items: AgentListItem[]; hrefOf: (item: AgentListItem) => string; actions?: (item: AgentListItem) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const money = (amount: string) => formatMoney(amount, currency);
  const team = (a: AgentListItem) => t('agents.list.teamOf', { recruits: a.recruits, downline: a.downline });
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 md:hidden" data-testid="agent-cards">
        {items.map((a) => (
          <li key={a.id} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="agent-row">
            <div className="flex items-start justify-between gap-2">
              <NameCell item={a} href={hrefOf(a)} />
              <AgentStatusBadge status={a.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('agents.fields.tier')}</dt>
              <dd className="truncate text-slate-900">{a.tierName ?? '—'}</dd>
              <dt className="text-slate-500">{t('agents.fields.upline')}</dt>
              <dd className="truncate text-slate-900">{a.uplineName ?? t('agents.list.hq')}</dd>
              <dt className="text-slate-500">{t('agents.list.team')}</dt>
              <dd className="truncate text-slate-900">{team(a)}</dd>
              <dt className="text-slate-500">{t('agents.list.personalSales')}</dt>
              <dd className="break-all text-slate-900 tabular-nums" data-testid="agent-personal-sales">{money(a.personalSales)}</dd>
              <dt className="text-slate-500">{t('agents.list.groupSales')}</dt>
              <dd className="break-all text-slate-900 tabular-nums" data-testid="agent-group-sales">{money(a.groupSales)}</dd>
              <dt className="text-slate-500">{t('agents.list.joined')}</dt>
              <dd className="truncate text-slate-900">{formatDate(a.joinedAt, i18n.language)}</dd>
            </dl>
            {actions && <div className="mt-3 border-t border-slate-100 pt-2">{actions(a)}</div>}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className={`w-full table-fixed text-left text-sm ${actions ? 'min-w-[70rem]' : 'min-w-[62rem]'}`} data-testid="agent-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('agents.list.agent')}</th>
              <th scope="col" className="w-24 px-3 py-3">{t('agents.fields.tier')}</th>
              <th scope="col" className="w-28 px-3 py-3">{t('agents.fields.status')}</th>
              <th scope="col" className="w-32 px-3 py-3">{t('agents.fields.upline')}</th>
              <th scope="col" className="w-28 px-3 py-3">{t('agents.list.team')}</th>
              <th scope="col" className="w-32 px-3 py-3 text-right">{t('agents.list.personalSales')}</th>
              <th scope="col" className="w-32 px-3 py-3 text-right">{t('agents.list.groupSales')}</th>
              <th scope="col" className="w-24 px-3 py-3">{t('agents.list.joined')}</th>
              {actions && <th scope="col" className="w-32 px-3 py-3"><span className="sr-only">{t('agents.list.actions')}</span></th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((a) => (
              <tr key={a.id} data-testid="agent-row">
                <td className="px-4 py-3">
                  <NameCell item={a} href={hrefOf(a)} />
                  <p className="truncate text-xs text-slate-500">{[a.email, a.phone].filter(Boolean).join(' · ')}</p>
                </td>
                <td className="truncate px-3 py-3">{a.tierName ?? '—'}</td>
                <td className="px-3 py-3"><AgentStatusBadge status={a.status} /></td>
                <td className="truncate px-3 py-3">{a.uplineName ?? t('agents.list.hq')}</td>
                <td className="px-3 py-3 text-xs">{team(a)}</td>
                <td className="px-3 py-3 text-right break-all tabular-nums" data-testid="agent-personal-sales">{money(a.personalSales)}</td>
                <td className="px-3 py-3 text-right break-all tabular-nums" data-testid="agent-group-sales">{money(a.groupSales)}</td>
                <td className="px-3 py-3 text-xs">{formatDate(a.joinedAt, i18n.language)}</td>
                {actions && <td className="px-3 py-3">{actions(a)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
