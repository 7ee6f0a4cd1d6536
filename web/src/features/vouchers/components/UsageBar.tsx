import { useTranslation } from 'react-i18next';
import type { Voucher } from '../api/types';
import { usage } from '../logic/voucher-display';

/** "12 of 100 used" over a thin bar. */
export function UsageBar({ voucher }: { voucher: Pick<Voucher, 'usedCount' | 'Quota'> }) {
  const { t } = useTranslation();
  const u = usage(voucher);
  const full = u.quota > 0 && u.left === 0;
  return (
    <div className="w-full min-w-0 sm:max-w-48" data-testid="voucher-usage">
      <p className="text-sm text-slate-700">{t('vouchers.list.usedOf', { used: u.used, quota: u.quota })}</p>
      <div
        role="progressbar"
        aria-label={t('vouchers.list.quotaBar', { used: u.used, quota: u.quota })}
        aria-valuemin={0}
        aria-valuemax={u.quota}
        aria-valuenow={Math.min(u.used, u.quota)}
        className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${full ? 'bg-red-500' : 'bg-primary'}`} style={{ width: `${u.percent}%` }} />
      </div>
    </div>
  );
}
