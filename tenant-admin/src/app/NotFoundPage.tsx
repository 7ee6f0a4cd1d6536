import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/buttonClass';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 py-10 text-center">
      <h1 className="text-xl font-semibold">{t('not_found.title')}</h1>
      <Link to="/" className={buttonClass('secondary')}>
        {t('not_found.back')}
      </Link>
    </div>
  );
}
