import { useTranslation } from 'react-i18next';
import type { Storefront } from '../api/types';
import { whatsappUrl } from '../logic/paths';
import { hasSchool, SchoolPickup } from './SchoolPickup';
import { StoreLogo } from './StoreLogo';

const WHATSAPP =
  'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zm4.4 12.3c-.2.5-1.1 1-1.6 1.1-.4 0-.9.1-2.9-.7-2.4-1-4-3.4-4.1-3.6-.1-.2-1-1.3-1-2.5s.6-1.8.9-2c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.4l.8 1.9c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.7 1.2 1.6 1.9 1.1.9 2 1.2 2.3 1.4.3.1.4.1.6-.1l.8-1c.2-.2.4-.2.6-.1l1.8.9c.3.1.4.2.5.3.1.2.1.7-.1 1.2z';

/** The store's name, logo, tagline and WhatsApp; for an e-koop store, the school and its pickup hours. */
export function StoreHero({ store }: { store: Storefront }) {
  const { t } = useTranslation();
  const wa = whatsappUrl(store.whatsapp);
  return (
    <section className="space-y-3" data-testid="store-hero">
      <div className="flex items-center gap-3">
        <StoreLogo name={store.name} logoUrl={store.logoUrl} size="lg" />
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl" data-testid="store-name">
            {store.name}
          </h1>
          {store.tagline && (
            <p className="text-sm break-words text-slate-600" data-testid="store-tagline">
              {store.tagline}
            </p>
          )}
        </div>
      </div>
      {wa && (
        <a
          href={wa}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
          data-testid="store-whatsapp"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path d={WHATSAPP} fill="currentColor" />
          </svg>
          {t('storefront.hero.whatsapp')}
          <span className="sr-only">({t('storefront.hero.opensWhatsapp')})</span>
        </a>
      )}
      {hasSchool(store) && <SchoolPickup store={store} testId="store-school" />}
    </section>
  );
}
