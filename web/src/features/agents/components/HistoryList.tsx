import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { Spinner } from '@/components/Spinner';
import { formatDateTime } from '@/lib/format';
import { useChangeHistory } from '../api/promote';

/** The changes made to an agent (promote, demote, upline, suspend), newest first. */
export function HistoryList({ agentId }: { agentId: number }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useChangeHistory(agentId);
  const arrow = (from: string | null, to: string | null) => t('agents.history.fromTo', { from: from ?? '—', to: to ?? '—' });
  return (
    <Card title={t('agents.history.title')} data-testid="history">
      {error && !data ? (
        <p className="text-sm text-slate-500">{t('agents.history.failed')}</p>
      ) : !data ? (
        <div className="flex justify-center py-4 text-primary"><Spinner /></div>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="history-empty">{t('agents.history.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {data.map((h) => (
            <li key={h.id} className="py-2 text-sm" data-testid="history-entry">
              <p className="font-semibold text-slate-900">{t(`agents.history.type_${h.type}`, { defaultValue: h.type })}</p>
              {(h.fromTier || h.toTier) && <p className="text-slate-700">{t('agents.history.tier', { change: arrow(h.fromTier, h.toTier) })}</p>}
              {(h.fromUpline || h.toUpline) && <p className="text-slate-700">{t('agents.history.upline', { change: arrow(h.fromUpline, h.toUpline) })}</p>}
              <p className="text-xs text-slate-500">{t('agents.history.byAt', { by: h.by ?? '—', at: formatDateTime(h.at, i18n.language) })}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
