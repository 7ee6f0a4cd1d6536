import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { Card } from '@/components/Card';

/** A screen from the spec that is not built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl" data-testid="placeholder-page">
      <PageTitle>{t(`routes.${title}`)}</PageTitle>
      <Card>
        <p className="text-slate-600" data-testid="not-available">
          {t('common.notAvailableYet')}
        </p>
      </Card>
    </div>
  );
}
