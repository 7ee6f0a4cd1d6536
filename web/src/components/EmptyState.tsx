import { useTranslation } from 'react-i18next';

/** "No data" in a list's place. */
export function EmptyState() {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-500" data-testid="no-data">
      {t('common.noData')}
    </p>
  );
}
