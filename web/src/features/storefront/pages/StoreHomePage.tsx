import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { fieldClass } from '@/components/Input';
import { useDebounced } from '@/lib/use-debounced';
import { useStorefrontProducts } from '../api/storefront';
import type { StorefrontProduct } from '../api/types';
import { BannerStrip } from '../components/BannerStrip';
import { CategoryChips } from '../components/CategoryChips';
import { ProductCard } from '../components/ProductCard';
import { ProductGridSkeleton } from '../components/Skeleton';
import { useStore, useStoreTitle } from '../components/store-context';
import { StoreHero } from '../components/StoreHero';
import { parseId } from '../logic/paths';

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * /s/:slug — the store's home: who sells (name, tagline, WhatsApp; the school for an e-koop store), the
 * banners, the categories, a search and the product grid, a page at a time ("load more"). The category
 * and the search stay in the address (?category=&q=), so coming back from a product keeps them.
 */
export function StoreHomePage() {
  const { t } = useTranslation();
  const { store, slug } = useStore();
  useStoreTitle(store.name);
  const [params, setParams] = useSearchParams();
  const categoryId = parseId(params.get('category'));
  const searchInUrl = params.get('q') ?? '';
  const [typed, setTyped] = useState(searchInUrl);
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const searchId = useId();

  // The settled search goes into the address (replacing the entry: no history step per word).
  useEffect(() => {
    if (search === searchInUrl.trim()) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (search) next.set('q', search);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [search, searchInUrl, setParams]);

  const choose = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('category');
        else next.set('category', String(id));
        return next;
      },
      { replace: true },
    );

  const filtered = Boolean(search) || categoryId !== null;

  return (
    <div className="space-y-5" data-testid="store-home">
      <StoreHero store={store} />
      <BannerStrip banners={store.banners} />
      <section aria-labelledby="store-products" className="space-y-3">
        <h2 id="store-products" className="sr-only">
          {t('storefront.grid.label')}
        </h2>
        <div>
          <label htmlFor={searchId} className="sr-only">
            {t('storefront.filters.search')}
          </label>
          <input
            id={searchId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('storefront.filters.searchPlaceholder')}
            className={fieldClass}
            data-testid="store-search"
          />
        </div>
        <CategoryChips categories={store.categories} chosen={categoryId} onChoose={choose} />
        <ProductList key={`${categoryId ?? ''}|${search}`} slug={slug} currency={store.currency} search={search} categoryId={categoryId} filtered={filtered} />
      </section>
    </div>
  );
}

function ProductList({ slug, currency, search, categoryId, filtered }: { slug: string; currency: string; search: string; categoryId: number | null; filtered: boolean }) {
  const { t } = useTranslation();
  const { data, error, size, setSize, isValidating, mutate } = useStorefrontProducts(slug, { search, categoryId });

  if (!data && error) {
    return (
      <div className="space-y-3" data-testid="products-error">
        <FormMessage>{t('storefront.grid.loadFailed')}</FormMessage>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!data) return <ProductGridSkeleton label={t('storefront.loading')} />;

  const pages = data.filter((p) => p !== null);
  const rows: StorefrontProduct[] = pages.flatMap((p) => p.rows);
  const last = pages[pages.length - 1];
  const total = pages[0]?.total ?? 0;
  const hasMore = Boolean(last) && data.length === pages.length && last.page * last.perPage < last.total;
  const loadingMore = isValidating && size > data.length;

  if (rows.length === 0) return <EmptyState testId="products-empty">{filtered ? t('storefront.grid.noMatch') : t('storefront.grid.empty')}</EmptyState>;

  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="product-grid">
        {rows.map((p) => (
          <ProductCard key={p.id} product={p} slug={slug} currency={currency} />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-slate-500" aria-live="polite" data-testid="products-shown">
          {t('storefront.grid.shown', { shown: rows.length, total })}
        </p>
        {error && <FormMessage>{t('storefront.grid.loadFailed')}</FormMessage>}
        {hasMore && (
          <Button variant="secondary" className="w-full sm:w-auto sm:min-w-48" loading={loadingMore} onClick={() => void (size > data.length ? mutate() : setSize(size + 1))} data-testid="load-more">
            {t('storefront.grid.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
