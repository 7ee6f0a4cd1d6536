import { useTranslation } from 'react-i18next';
import type { StorefrontBanner } from '../api/types';
import { safeLink } from '../logic/paths';

/**
 * An e-koop store's banners as a strip to swipe (scroll snap): one and a bit on a phone, two at desktop.
 * The strip scrolls on its own, never the page; it takes the keyboard's focus so arrows scroll it too.
 */
export function BannerStrip({ banners }: { banners: StorefrontBanner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  const single = banners.length === 1;
  return (
    <section aria-label={t('storefront.banners.label')} data-testid="store-banners">
      <ul
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-primary"
        tabIndex={single ? undefined : 0}
        aria-label={single ? undefined : t('storefront.banners.label')}
      >
        {banners.map((b) => {
          const link = safeLink(b.url);
          const body = (
            <>
              <img src={b.imageUrl} alt="" width={1200} height={400} loading="lazy" decoding="async" className="block aspect-[3/1] h-auto w-full bg-slate-100 object-cover" />
              <span className="block p-3">
                <span className="block font-semibold break-words text-slate-900">{b.title}</span>
                {b.description && <span className="mt-0.5 line-clamp-2 block text-sm break-words text-slate-600">{b.description}</span>}
              </span>
            </>
          );
          return (
            <li key={b.id} className={`shrink-0 snap-start overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 ${single ? 'w-full' : 'w-[85%] sm:w-[60%] lg:w-[calc(50%-0.375rem)]'}`} data-testid="store-banner">
              {link ? (
                <a href={link} target="_blank" rel="noopener noreferrer" className="block h-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary">
                  {body}
                  <span className="sr-only">({t('storefront.banners.opensLink')})</span>
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
