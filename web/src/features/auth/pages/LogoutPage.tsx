import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { clearStorage, isSignedIn } from '@/lib/session';
import { clearCache } from '../api/get-user';
import { logout } from '../api/login';

/**
 * POST /api/logout (failure ignored) when signed in, clear localStorage and sessionStorage, go to /login.
 * A signed-out visitor has no session to end: no call (it would only answer 401).
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (isSignedIn()) await logout();
      clearStorage();
      await clearCache();
      navigate('/login', { replace: true });
    })();
  }, [navigate]);
  return (
    <div className="flex flex-col items-center gap-3 text-slate-600" data-testid="logout">
      <span className="text-primary">
        <Spinner size="lg" />
      </span>
      <p>{t('auth.logout.signingOut')}</p>
    </div>
  );
}
