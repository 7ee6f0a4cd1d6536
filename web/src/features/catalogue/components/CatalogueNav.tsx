import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/products', label: 'products', end: true },
  { to: '/products/package', label: 'packages', end: false },
  { to: '/products/combo', label: 'combos', end: false },
  { to: '/category-products', label: 'categories', end: true },
  { to: '/products/preview-store', label: 'previewStore', end: false },
] as const;

/** The catalogue's sections (HQ): one scrollable row of links on phones. */
export function CatalogueNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalogue.nav.label')} className="relative -mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" data-testid="catalogue-nav">
      <ul className="flex gap-1 border-b border-slate-200">
        {LINKS.map((l) => (
          <li key={l.to} className="shrink-0">
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap ${isActive ? 'border-primary text-primary' : 'border-transparent text-slate-600 hover:text-slate-900'}`
              }
            >
              {t(`catalogue.nav.${l.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
