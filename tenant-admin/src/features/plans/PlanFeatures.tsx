import { useTranslation } from 'react-i18next';

/** A plan's features as small translated chips (a key the console does not know yet shows as itself). */
export function PlanFeatures({ features }: { features: readonly string[] }) {
  const { t } = useTranslation();
  if (features.length === 0) return <span className="text-slate-400">{t('plans.no_features')}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {features.map((f) => (
        <li key={f} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {t(`plans.features.${f}`, { defaultValue: f })}
        </li>
      ))}
    </ul>
  );
}
