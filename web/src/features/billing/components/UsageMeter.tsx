import { useTranslation } from 'react-i18next';
import { usageShare } from '../logic/display';
import { useBillingTexts } from './use-billing-texts';

/** "12 of 50 agents" with a bar (amber near, red at the limit); unlimited shows the count only. */
export function UsageMeter({ label, used, max, testId }: { label: string; used: number; max: number | null; testId: string }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const { percent, full } = usageShare(used, max);
  const colour = full ? 'bg-red-600' : percent != null && percent >= 80 ? 'bg-amber-500' : 'bg-primary';
  return (
    <div data-testid={testId} data-full={full}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        <span className="text-sm text-slate-900 tabular-nums" data-testid={`${testId}-text`}>
          {max == null ? t('billing.usage.unlimited', { used: text.number(used) }) : t('billing.usage.of', { used: text.number(used), max: text.number(max) })}
        </span>
      </div>
      {percent != null && (
        <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className={`h-full rounded-full ${colour}`} style={{ width: `${percent}%` }} />
        </div>
      )}
      {full && (
        <p className="mt-1 text-xs text-red-700" data-testid={`${testId}-full`}>
          {t('billing.usage.full')}
        </p>
      )}
    </div>
  );
}
