import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Input } from '@/components/Input';
import { monthRange, periodProblem } from '../logic/period';

/**
 * The summary's period: this month (the default), last month, or any from–to range of KL days (at most
 * 366). `shown` is the range on screen (the server's when the address has none).
 */
export function PeriodPicker({
  chosen,
  shown,
  onChange,
}: {
  /** The range of the address ('' both: this month). */
  chosen: { from: string; to: string };
  /** The range the figures are for, to fill the date fields. */
  shown: { from: string; to: string } | null;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const from = chosen.from || shown?.from || '';
  const to = chosen.to || shown?.to || '';
  const problem = periodProblem(from, to);
  const last = monthRange(1);
  const isLast = chosen.from === last.from && chosen.to === last.to;
  const isThis = !chosen.from && !chosen.to;
  const preset = (active: boolean) => (active ? 'ring-2 ring-primary' : '');
  return (
    <fieldset className="mb-4 grid min-w-0 grid-cols-1 gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 min-[360px]:grid-cols-2 sm:grid-cols-[auto_auto_minmax(0,12rem)_minmax(0,12rem)] sm:items-end" data-testid="summary-period">
      <legend className="sr-only">{t('stores.summary.period')}</legend>
      <Button variant="secondary" className={preset(isThis)} aria-pressed={isThis} onClick={() => onChange({ from: '', to: '' })} data-testid="period-this-month">
        {t('stores.summary.thisMonth')}
      </Button>
      <Button variant="secondary" className={preset(isLast)} aria-pressed={isLast} onClick={() => onChange(last)} data-testid="period-last-month">
        {t('stores.summary.lastMonth')}
      </Button>
      <Input className="min-w-0" type="date" label={t('stores.summary.from')} value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value, to })} data-testid="period-from" />
      <Input
        className="min-w-0"
        type="date"
        label={t('stores.summary.to')}
        value={to}
        min={from || undefined}
        error={problem ? t(`stores.summary.problem.${problem}`) : undefined}
        onChange={(e) => onChange({ from, to: e.target.value })}
        data-testid="period-to"
      />
    </fieldset>
  );
}
