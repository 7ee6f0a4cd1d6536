import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { CompanyLogo } from '@/components/CompanyLogo';
import { Icon } from '@/components/Icon';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { navigationFor, type NavItem } from '@/lib/navigation';

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end ?? item.to === '/'}
            onClick={onNavigate}
            data-testid={`nav-${item.label}`}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium lg:min-h-10 ${isActive ? 'bg-primary text-white' : 'text-slate-700 hover:bg-primary/10 hover:text-primary'}`
            }
          >
            <Icon name={item.icon} />
            <span className="truncate">{t(`nav.${item.label}`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function UserBox({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="border-t border-slate-200 pt-3">
      <Link to="/profile" onClick={onNavigate} className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-100" data-testid="nav-profile-card">
        <Avatar name={user.name} src={user.photo_url} size={36} />
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-slate-900" data-testid="shell-user-name">{user.name}</span>
          <span className="block truncate text-xs text-slate-500">
            {t(`roles.${user.role}`)}
            {user.tier ? ` · ${user.tier.name}` : ''}
          </span>
        </span>
      </Link>
      <Link to="/logout" onClick={onNavigate} className="mt-1 flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-700" data-testid="nav-logout">
        <Icon name="logout" />
        {t('nav.signOut')}
      </Link>
    </div>
  );
}

/** Signed-in shell: sidebar on desktop; top bar, bottom bar and drawer on phones. */
export function AppShell() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The company's currency decides the country's entries (the Malaysian tax documents for ringgit only).
  const items = navigationFor(user, user.company?.currency ?? company.currency);
  const bottom = items.slice(0, 4);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const close = () => setDrawerOpen(false);

  return (
    <div className="min-h-dvh bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-white focus:p-2">
        {t('common.skipToContent')}
      </a>
      {/* Desktop sidebar */}
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white p-4 lg:flex" data-testid="sidebar">
        <div className="mb-2 h-1 rounded-full bg-primary" aria-hidden="true" />
        <Link to="/" className="mb-6 block">
          <CompanyLogo size={36} />
        </Link>
        <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto">
          <NavList items={items} />
        </nav>
        <UserBox />
      </aside>

      {/* Phone top bar */}
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white/95 px-3 backdrop-blur lg:hidden">
        <Link to="/" className="min-w-0">
          <CompanyLogo size={32} />
        </Link>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="nav-drawer"
          onClick={() => setDrawerOpen(true)}
          data-testid="menu-button"
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
      </header>
      <div className="h-1 bg-primary lg:hidden" aria-hidden="true" />

      {/* Phone drawer */}
      {drawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label={t('nav.menu')} id="nav-drawer" data-testid="nav-drawer">
          <button type="button" className="absolute inset-0 bg-slate-900/50" aria-label={t('nav.closeMenu')} onClick={close} />
          <div className="absolute inset-y-0 right-0 flex w-[85%] max-w-xs flex-col bg-white p-4 shadow-xl">
            <div className="mb-4 flex items-center justify-between">
              <CompanyLogo size={32} />
              <button type="button" className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100" aria-label={t('nav.closeMenu')} onClick={close}>
                <Icon name="close" className="h-6 w-6" />
              </button>
            </div>
            <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto">
              <NavList items={items} onNavigate={close} />
            </nav>
            <UserBox onNavigate={close} />
          </div>
        </div>
      )}

      <main id="main" key={location.pathname} className="px-4 pt-4 pb-24 sm:px-6 lg:ml-64 lg:px-8 lg:pt-8 lg:pb-8">
        <Outlet />
      </main>

      {/* Phone bottom bar */}
      <nav aria-label={t('nav.main')} className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden" data-testid="bottom-bar">
        {bottom.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end ?? item.to === '/'}
            className={({ isActive }) => `flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-medium ${isActive ? 'text-primary' : 'text-slate-500'}`}
          >
            <Icon name={item.icon} />
            <span className="max-w-full truncate">{t(`nav.${item.label}`)}</span>
          </NavLink>
        ))}
        <button type="button" onClick={() => setDrawerOpen(true)} className="flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-slate-500" data-testid="bottom-more">
          <Icon name="more" />
          {t('nav.more')}
        </button>
      </nav>
    </div>
  );
}
