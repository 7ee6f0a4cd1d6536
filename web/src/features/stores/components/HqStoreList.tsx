import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import type { HqStore, ReviewDecision } from '../api/types';
import { decisionsFor } from '../logic/programs';
import { StoreStatusBadge } from './StoreStatusBadge';
import { useStoreTexts } from './use-store-texts';

const VARIANT: Record<ReviewDecision, 'primary' | 'secondary' | 'danger'> = { approve: 'primary', reinstate: 'primary', reject: 'danger', suspend: 'danger' };

/** HQ's stores of a program: cards on phones, a table from lg up, with the decisions each status allows. */
export function HqStoreList({ rows, onDecide }: { rows: HqStore[]; onDecide: (store: HqStore, decision: ReviewDecision) => void }) {
  const { t } = useTranslation();
  const text = useStoreTexts();
  const storeCell = (s: HqStore) => (
    <>
      <span className="block font-medium break-words text-slate-900" data-testid="hq-store-name">{s.name}</span>
      {s.status === 'active' ? (
        <a href={s.path} target="_blank" rel="noopener noreferrer" className="block text-xs break-all text-primary hover:underline" data-testid="hq-store-link">
          {s.path}
          <span className="sr-only"> ({t('common.openInNewTab')})</span>
        </a>
      ) : (
        <span className="block text-xs break-all text-slate-500">{s.path}</span>
      )}
    </>
  );
  const agentCell = (s: HqStore) => (
    <>
      <span className="block break-words text-slate-900">{s.agentName}</span>
      <span className="block text-xs break-all text-slate-500">{s.agentEmail}</span>
    </>
  );
  const note = (s: HqStore) =>
    s.reviewNote && (s.status === 'rejected' || s.status === 'suspended') ? (
      <p className="mt-1 text-xs break-words text-slate-600" data-testid="hq-store-note">
        {t('stores.hq.list.note', { note: s.reviewNote })}
      </p>
    ) : null;
  const actions = (s: HqStore) => {
    const decisions = decisionsFor(s.status);
    if (decisions.length === 0) return <span className="text-xs text-slate-500">{t('stores.hq.list.waitingForAgent')}</span>;
    return (
      <div className="flex flex-wrap gap-2">
        {decisions.map((d) => (
          <Button key={d} variant={VARIANT[d]} onClick={() => onDecide(s, d)} aria-label={`${t(`stores.review.action.${d}`)}: ${s.name}`} data-testid={`hq-store-${d}`}>
            {t(`stores.review.action.${d}`)}
          </Button>
        ))}
      </div>
    );
  };

  return (
    <>
      <ul className="space-y-3 lg:hidden" data-testid="hq-store-cards">
        {rows.map((s) => (
          <li key={s.id} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="hq-store-card">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">{storeCell(s)}</div>
              <StoreStatusBadge status={s.status} />
            </div>
            <div className="mt-2 text-sm">{agentCell(s)}</div>
            <p className="mt-1 text-xs text-slate-500">{t('stores.hq.list.created', { date: text.day(s.createdAt) })}</p>
            {note(s)}
            <div className="mt-3 border-t border-slate-100 pt-3">{actions(s)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
        <table className="w-full text-left text-sm" data-testid="hq-store-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('stores.hq.list.store')}</th>
              <th scope="col" className="py-3 pr-4">{t('stores.hq.list.agent')}</th>
              <th scope="col" className="py-3 pr-4">{t('stores.hq.list.createdAt')}</th>
              <th scope="col" className="py-3 pr-4">{t('stores.hq.list.status')}</th>
              <th scope="col" className="py-3 pr-4">
                <span className="sr-only">{t('stores.hq.list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((s) => (
              <tr key={s.id} className="align-top" data-testid="hq-store-row">
                <td className="px-4 py-3">{storeCell(s)}</td>
                <td className="py-3 pr-4">{agentCell(s)}</td>
                <td className="py-3 pr-4 whitespace-nowrap text-slate-700">{text.day(s.createdAt)}</td>
                <td className="py-3 pr-4">
                  <StoreStatusBadge status={s.status} />
                  {note(s)}
                </td>
                <td className="py-3 pr-4">{actions(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
