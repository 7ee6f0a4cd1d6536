import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { SWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Icon } from '@/components/Icon';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { useCompany } from '@/lib/company';
import type { CompanyPublic } from '@/lib/types';
import { fetchSilent, recordVisit, useStorefront } from '../api/storefront';
import type { Storefront } from '../api/types';
import { cartPath, myOrdersPath, storePath, telUrl } from '../logic/paths';
import { readableAccent } from '../logic/theme';
import { claimVisit, releaseVisit } from '../logic/visit';
import { itemCount } from '../logic/cart';
import { Bone, ProductGridSkeleton } from './Skeleton';
import type { StoreContext } from './store-context';
import { StoreLogo } from './StoreLogo';
import { StoreNotFound } from './StoreNotFound';
import { useStoreCart } from './use-cart';

/**
 * /s/:slug and below: the public storefront's frame, outside the signed-in shell and without sign-in.
 * Loads the store once for its pages (they read it with useStore()), wears the store's colour, counts
 * the visit once per browser session, and answers an unknown or closed store with "store not found".
 */
export function StorefrontLayout() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: store, error, mutate } = useStorefront(slug);
  const company = useCompany();
  const { pathname } = useLocation();
  const followsOrders = /\/(order\/[^/]+|my-orders)\/?$/.test(pathname);

  const found = Boolean(store);
  useEffect(() => {
    if (!found || !claimVisit(slug)) return;
    recordVisit(slug).catch(() => releaseVisit(slug));
  }, [found, slug]);

  if (store) {
    const context: StoreContext = { store, slug };
    return (
      <Frame accent={readableAccent(store.primaryColor)} header={<StoreHeader store={store} slug={slug} />} footer={<StoreContact store={store} />}>
        {/* The pages' reads by key alone (the address lists) go through the silent fetcher too. */}
        <SWRConfig value={{ fetcher: fetchSilent }}>
          <Outlet context={context} />
        </SWRConfig>
      </Frame>
    );
  }
  if (store === null) {
    // A closed (suspended) store's customers still follow their orders: the order and my-orders
    // pages open in the company's frame, with the company standing in for the store.
    if (followsOrders) {
      const context: StoreContext = { store: companyStore(company), slug };
      return (
        <Frame header={<CompanyHeader />}>
          <SWRConfig value={{ fetcher: fetchSilent }}>
            <Outlet context={context} />
          </SWRConfig>
        </Frame>
      );
    }
    return (
      <Frame header={<CompanyHeader />}>
        <StoreNotFound />
      </Frame>
    );
  }
  if (error) {
    return (
      <Frame header={<CompanyHeader />}>
        <div className="mx-auto max-w-md space-y-3 py-10" data-testid="store-load-error">
          <FormMessage>{t('storefront.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </div>
      </Frame>
    );
  }
  return (
    <Frame header={<HeaderSkeleton />}>
      <div className="space-y-4" data-testid="store-loading">
        <Bone className="h-16 w-full max-w-sm" />
        <ProductGridSkeleton label={t('storefront.loading')} />
      </div>
    </Frame>
  );
}

/** The company in a store's place, for the order pages of a store that is no longer open. */
function companyStore(company: CompanyPublic): Storefront {
  return {
    name: company.name,
    slug: '',
    program: 'affiliate',
    tagline: null,
    logoUrl: company.logo_url,
    primaryColor: null,
    whatsapp: null,
    contactPhone: null,
    contactEmail: null,
    schoolName: null,
    schoolAddress: null,
    pickupHours: null,
    companyName: company.name,
    currency: company.currency,
    banners: [],
    categories: [],
  };
}

/** The page: a sticky header, the content in a centred column, and a footer with the language switch. */
function Frame({ accent, header, footer, children }: { accent?: string | null; header: ReactNode; footer?: ReactNode; children: ReactNode }) {
  const style = accent ? ({ '--rk-primary': accent } as CSSProperties) : undefined;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50" style={style} data-testid="storefront">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-3 px-4">{header}</div>
        <div className="h-1 bg-primary" aria-hidden="true" />
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 sm:py-6">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">{footer}</div>
          <LanguageSwitcher />
        </div>
      </footer>
    </div>
  );
}

function StoreHeader({ store, slug }: { store: Storefront; slug: string }) {
  const { t } = useTranslation();
  const { cart } = useStoreCart(slug);
  const count = itemCount(cart);
  return (
    <>
      <Link to={storePath(slug)} className="flex min-w-0 flex-1 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-primary" aria-label={t('storefront.header.home', { name: store.name })}>
        <StoreLogo name={store.name} logoUrl={store.logoUrl} />
        <span className="truncate font-semibold text-slate-900" data-testid="store-header-name">
          {store.name}
        </span>
      </Link>
      <Link
        to={myOrdersPath(slug)}
        className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
        data-testid="my-orders-link"
      >
        <Icon name="box" className="h-6 w-6" />
        <span className="sr-only sm:not-sr-only">{t('storefront.header.myOrders')}</span>
      </Link>
      <Link
        to={cartPath(slug)}
        className="relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={t('storefront.header.cart', { count })}
        data-testid="cart-link"
      >
        <Icon name="cart" className="h-6 w-6" />
        {count > 0 && (
          <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-bold text-white" aria-hidden="true" data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </>
  );
}

/** Before a store is known (or when there is none): the company whose host this is. */
function CompanyHeader() {
  const company = useCompany();
  return (
    <span className="flex min-w-0 items-center gap-2">
      <StoreLogo name={company.name} logoUrl={company.logo_url} />
      <span className="truncate font-semibold text-slate-900">{company.name}</span>
    </span>
  );
}

function HeaderSkeleton() {
  return (
    <span className="flex items-center gap-2" aria-hidden="true">
      <Bone className="h-9 w-9 rounded-full" />
      <Bone className="h-4 w-32" />
    </span>
  );
}

/** The footer's contact lines: only what the store publishes. */
function StoreContact({ store }: { store: Storefront }) {
  const { t } = useTranslation();
  const tel = telUrl(store.contactPhone);
  const hasContact = Boolean(tel || store.contactEmail);
  return (
    <div className="space-y-1 text-sm text-slate-600" data-testid="store-contact">
      {hasContact && <p className="font-semibold text-slate-800">{t('storefront.footer.contact')}</p>}
      {tel && store.contactPhone && (
        <p>
          <a href={tel} className="inline-flex min-h-11 items-center gap-2 text-primary hover:underline" aria-label={t('storefront.footer.call', { phone: store.contactPhone })}>
            <Icon name="phone" className="h-4 w-4" />
            {store.contactPhone}
          </a>
        </p>
      )}
      {store.contactEmail && (
        <p>
          <a href={`mailto:${store.contactEmail}`} className="inline-flex min-h-11 items-center break-all text-primary hover:underline" aria-label={t('storefront.footer.email', { email: store.contactEmail })}>
            {store.contactEmail}
          </a>
        </p>
      )}
      <p className="text-xs text-slate-500">{t('storefront.footer.poweredBy', { company: store.companyName })}</p>
    </div>
  );
}
