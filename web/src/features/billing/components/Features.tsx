import { useTranslation } from 'react-i18next';
import { PLAN_FEATURES } from '../logic/display';
import { useBillingTexts } from './use-billing-texts';

/** What a plan includes, as chips. */
export function FeatureChips({ features, testId = 'plan-features' }: { features: readonly string[]; testId?: string }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  if (features.length === 0) return <p className="text-sm text-slate-500" data-testid={`${testId}-none`}>{t('billing.plan.noFeatures')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('billing.plan.includes')} data-testid={testId}>
      {features.map((f) => (
        <li key={f} className="inline-flex min-h-7 items-center gap-1 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary" data-testid="feature-chip" data-feature={f}>
          <span aria-hidden="true">✓</span>
          {text.feature(f)}
        </li>
      ))}
    </ul>
  );
}

/** Every feature there is, each marked included or not (a plan's details); unknown keys from the server follow. */
export function FeatureList({ features }: { features: readonly string[] }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const all = [...PLAN_FEATURES, ...features.filter((f) => !(PLAN_FEATURES as readonly string[]).includes(f))];
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="feature-list">
      {all.map((f) => {
        const has = features.includes(f);
        return (
          <li key={f} className={`flex items-center gap-2 text-sm ${has ? 'text-slate-900' : 'text-slate-400'}`} data-testid="feature-item" data-feature={f} data-included={has}>
            <span aria-hidden="true" className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${has ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-100 text-slate-400'}`}>
              {has ? '✓' : '–'}
            </span>
            <span className={has ? '' : 'line-through'}>{text.feature(f)}</span>
            <span className="sr-only">{has ? t('billing.plan.included') : t('billing.plan.notIncluded')}</span>
          </li>
        );
      })}
    </ul>
  );
}
