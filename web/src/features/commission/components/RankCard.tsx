import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import type { RankReached } from '../api/types';
import { useCommissionTexts } from './use-commission-texts';

/**
 * The commission rank reached in the month: its name and benefits, and in an open month what its
 * month-end commissions would pay at the close (not in the total yet). No rank: a short muted line.
 */
export function RankCard({ rank, month, provisional }: { rank: RankReached | null; month: string; provisional: boolean }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  if (!rank) {
    return (
      <p className="mb-4 text-sm text-slate-500" data-testid="rank-none">
        {provisional ? t('commission.rank.none', { month }) : t('commission.rank.noneClosed', { month })}
      </p>
    );
  }
  return (
    <Card className="mb-4" data-testid="rank-card">
      <p className="text-sm font-medium text-slate-600">{t('commission.rank.title')}</p>
      <p className="mt-1 text-xl font-bold break-words text-slate-900" data-testid="rank-name">
        {rank.name}
      </p>
      {rank.benefits.length > 0 && (
        <>
          <p className="mt-3 text-xs font-semibold text-slate-500 uppercase">{t('commission.rank.benefits')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {rank.benefits.map((b, i) => (
              <li key={`${i}-${b}`} className="break-words" data-testid="rank-benefit">
                {b}
              </li>
            ))}
          </ul>
        </>
      )}
      {rank.monthEndEstimate != null && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="font-semibold break-all text-slate-900 tabular-nums" data-testid="rank-estimate">
            {t('commission.rank.atClose', { amount: text.money(rank.monthEndEstimate) })}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">{t('commission.rank.atCloseNote')}</p>
        </div>
      )}
    </Card>
  );
}
