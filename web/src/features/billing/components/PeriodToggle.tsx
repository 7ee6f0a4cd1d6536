import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/FieldError';
import type { BillingPeriod } from '../api/types';
import { PERIODS } from '../logic/display';
import { useBillingTexts } from './use-billing-texts';

/** Monthly / yearly, as a two-part switch; `error` is the server's refusal of the period. */
export function PeriodToggle({ value, onChange, error }: { value: BillingPeriod; onChange: (p: BillingPeriod) => void; error?: string }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  return (
    <div>
      <div role="radiogroup" aria-label={t('billing.period.label')} className="inline-flex rounded-lg bg-slate-100 p-1" data-testid="period-toggle">
        {PERIODS.map((p) => {
          const on = p === value;
          return (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={on}
              onClick={() => onChange(p)}
              className={`min-h-10 rounded-md px-4 text-sm font-semibold transition ${on ? 'bg-white text-primary shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
              data-testid={`period-${p}`}
            >
              {text.period(p)}
            </button>
          );
        })}
      </div>
      <FieldError message={error} />
    </div>
  );
}
