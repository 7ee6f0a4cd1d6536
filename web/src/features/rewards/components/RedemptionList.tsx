import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Redemption } from '../api/types';
import { winPrizePath } from '../logic/paths';
import { RedemptionStatusBadge } from './RedemptionStatusBadge';
import { useRewardTexts } from './use-reward-texts';
import { VoucherCode } from './VoucherCode';

/**
 * Redeemed rewards, newest first: the reward, the campaign, the points spent, the day and the status;
 * an issued voucher shows its code to copy. `showAgent` names who redeemed (HQ). Each opens its reward.
 */
export function RedemptionList({ redemptions, showAgent }: { redemptions: readonly Redemption[]; showAgent: boolean }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  return (
    <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="redemptions">
      {redemptions.map((r) => (
        <li key={r.id} className="space-y-2 p-4" data-testid="redemption" data-id={r.id} data-status={r.status}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              {showAgent && (
                <p className="text-xs font-semibold break-words text-primary" data-testid="redemption-agent">
                  {r.agentUsername ? `${r.agentName} (${r.agentUsername})` : r.agentName}
                </p>
              )}
              <p className="font-semibold break-words text-slate-900">
                <Link to={winPrizePath(r.id)} className="underline-offset-2 hover:underline" data-testid="redemption-reward">
                  {r.rewardName}
                </Link>
              </p>
              <p className="text-sm break-words text-slate-600" data-testid="redemption-campaign">
                {r.campaignTitle}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">{text.dateTime(r.createdAt)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-bold whitespace-nowrap text-red-700 tabular-nums" data-testid="redemption-points">
                {text.signed(`-${r.points}`)}
                <span className="sr-only"> {t('rewards.balance.unit')}</span>
              </span>
              <RedemptionStatusBadge status={r.status} />
            </div>
          </div>
          {r.status === 'issued' && r.voucherCode && (
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2">
              <VoucherCode code={r.voucherCode} small />
              {r.voucherValidUntil && (
                <span className="text-xs text-slate-600" data-testid="redemption-valid-until">
                  {t('rewards.voucher.validUntil', { date: text.date(r.voucherValidUntil) })}
                </span>
              )}
            </div>
          )}
          {r.status === 'handed_over' && r.handedOverAt && (
            <p className="text-xs text-slate-500" data-testid="redemption-handed-over">
              {t('rewards.prize.handedOverOn', { date: text.date(r.handedOverAt) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
