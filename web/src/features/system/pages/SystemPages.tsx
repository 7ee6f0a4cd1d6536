import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { isSignedIn } from '@/lib/session';
import type { Role } from '@/lib/types';
import { StatusPage } from '@/components/StatusPage';

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Link to="/">
      <Button>{t('common.goHome')}</Button>
    </Link>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('system.notFoundTitle')} message={t('system.notFoundMessage')} testId="not-found">
      <HomeButton />
    </StatusPage>
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code="500" title={t('system.serverErrorTitle')} message={t('system.serverErrorMessage')} testId="server-error">
      <Button onClick={() => window.location.assign('/')}>{t('common.retry')}</Button>
    </StatusPage>
  );
}

export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('offline.title')} message={t('offline.message')} testId="offline-page">
      <span className="mb-4 text-primary">
        <Icon name="wifi-off" className="h-12 w-12" />
      </span>
      <Button onClick={() => window.location.assign('/')}>{t('common.retry')}</Button>
    </StatusPage>
  );
}

/** Account locked due to an overdue subscription: the overdue wording is for HQ only. */
export function SubscriptionExpiredPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const role = (location.state as { role?: Role } | null)?.role;
  return (
    <StatusPage title={t('system.expiredTitle')} testId="subscription-expired">
      <p className="-mt-2 mb-6 text-slate-600" data-testid="expired-message">
        {role === 'hq' ? t('system.expiredHq') : t('system.expiredAgent')}
      </p>
      <Link to="/login">
        <Button variant="secondary">{t('common.goToLogin')}</Button>
      </Link>
    </StatusPage>
  );
}

/** The long hidden member / HQ entry paths: dashboard when signed in, else login. */
export function HiddenEntry() {
  return <Navigate to={isSignedIn() ? '/' : '/login'} replace />;
}
