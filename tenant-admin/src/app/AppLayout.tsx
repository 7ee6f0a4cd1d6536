import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { logout, useMe } from '@/features/auth/api';
import { useToken } from '@/lib/useToken';

/** Signed-in shell: header with navigation, the operator, language and sign-out. */
export function AppLayout() {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace />;
  return <SignedIn />;
}

function SignedIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const companiesActive = pathname === '/' || pathname.startsWith('/companies/');
  const { mutate } = useSWRConfig();
  const { data: me } = useMe();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await logout();
    await mutate(() => true, undefined, { revalidate: false });
    void navigate('/login', { replace: true });
  };

  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`;

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 md:gap-x-4">
          <Link to="/" className="text-base font-semibold tracking-tight">
            {t('app.name')}
          </Link>
          <nav className="order-last -mx-1 flex w-full flex-wrap gap-1 md:order-none md:mx-0 md:w-auto" aria-label={t('nav.label')}>
            {/* Companies covers the list and /companies/new. */}
            <Link to="/" aria-current={companiesActive ? 'page' : undefined} className={navClass({ isActive: companiesActive })}>
              {t('nav.companies')}
            </Link>
            <NavLink to="/plans" className={navClass}>
              {t('nav.plans')}
            </NavLink>
            <NavLink to="/invoices" className={navClass}>
              {t('nav.invoices')}
            </NavLink>
            <NavLink to="/billing" className={navClass}>
              {t('nav.billing')}
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {me && (
              <span className="hidden max-w-48 truncate text-sm text-slate-600 lg:inline" title={me.email}>
                {me.name || me.email}
              </span>
            )}
            <LanguageSwitcher />
            <Button variant="ghost" className="px-2 sm:px-4" onClick={() => void signOut()} busy={signingOut}>
              {t('nav.sign_out')}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
