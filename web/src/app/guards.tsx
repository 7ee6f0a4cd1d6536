import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/Spinner';
import { CurrentUserContext, useCurrentUser } from '@/lib/current-user';
import { useUser } from '@/features/auth/api/get-user';
import { NoAccessPage } from '@/components/NoAccessPage';
import { isLanguage, setLanguage } from '@/lib/i18n';
import { clearStorage, getToken, isUnloading, removeToken } from '@/lib/session';
import { canAccess, type Area } from '@/lib/access';
import { isLockedHq, LOCKED_HOME, openWhileLocked } from '@/lib/subscription-lock';

/** Protected routes: no token → /login?redirectFrom=…; then the profile is loaded (spec §4 Session). */
export function RequireAuth() {
  const location = useLocation();
  if (!getToken()) {
    const from = location.pathname + location.search;
    return <Navigate to={`/login?redirectFrom=${encodeURIComponent(from)}`} replace />;
  }
  return <UserGate />;
}

function UserGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user, error } = useUser();
  const locked = user?.subscription?.disallow_login === true;

  useEffect(() => {
    if (!error || isUnloading()) return;
    // Any failure loading the profile: drop the token and go to login (a 401 also shows the session dialog).
    removeToken();
    navigate('/login', { replace: true });
  }, [error, navigate]);

  useEffect(() => {
    if (!user || !locked) return;
    clearStorage();
    navigate('/subscription/expired', { replace: true, state: { role: user.role } });
  }, [user, locked, navigate]);

  const language = user?.language;
  useEffect(() => {
    if (isLanguage(language)) setLanguage(language);
  }, [language]);

  if (!user || error || locked) return <FullPageSpinner />;
  // HQ of a company locked for an overdue invoice reaches only the billing screens, to pay (they show the lock).
  if (isLockedHq(user) && !openWhileLocked(pathname)) return <Navigate to={LOCKED_HOME} replace />;
  return (
    <CurrentUserContext.Provider value={user}>
      <Outlet />
    </CurrentUserContext.Provider>
  );
}

/** Renders the page only for users whose role/permissions reach its area. */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const user = useCurrentUser();
  return canAccess(user, area) ? <>{children}</> : <NoAccessPage />;
}
