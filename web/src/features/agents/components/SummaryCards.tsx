import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { usePromoteSummary } from '../api/promote';
import { AGENT_STATUSES } from '../api/types';

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <p className="truncate text-xs font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-xl font-bold text-slate-900" data-testid={testId}>{value}</p>
    </div>
  );
}

/** Agents by status and by tier, and the changes made this month. */
export function SummaryCards() {
  const { t } = useTranslation();
  const { data } = usePromoteSummary();
  if (!data) return null;
  return (
    <div className="mb-4 space-y-3" data-testid="promote-summary">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {AGENT_STATUSES.map((s) => (
          <Figure key={s} label={t(`agents.status.${s}`)} value={data.byStatus[s] ?? 0} testId={`summary-${s}`} />
        ))}
        <Figure label={t('agents.promote.changesThisMonth')} value={data.changesThisMonth} testId="summary-changes" />
      </div>
      {data.byTier.length > 0 && (
        <Card title={t('agents.promote.byTier')} className="!p-4">
          <ul className="flex flex-wrap gap-2">
            {data.byTier.map((tier) => (
              <li key={tier.tierId} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800" data-testid="summary-tier">
                {t('agents.promote.tierCount', { tier: tier.tierName, count: tier.agents })}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
