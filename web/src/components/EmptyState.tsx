import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "No data" in a list's place, or the screen's own sentence for it. */
export function EmptyState({ children, testId = 'no-data' }: { children?: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-500" data-testid={testId}>
      {children ?? t('common.noData')}
    </p>
  );
}
