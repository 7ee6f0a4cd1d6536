import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { StatusPage } from '@/components/StatusPage';

/** 403: the signed-in user may not open this screen. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code="403" title={t('system.noAccessTitle')} message={t('system.noAccessMessage')} testId="no-access">
      <Link to="/">
        <Button>{t('common.goHome')}</Button>
      </Link>
    </StatusPage>
  );
}
