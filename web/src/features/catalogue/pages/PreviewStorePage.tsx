import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { useTiersByRank } from '../api/lookups';
import { PRODUCTS_PER_PAGE, usePreviewStore } from '../api/products';
import { CatalogueNav } from '../components/CatalogueNav';
import { Pager } from '@/components/Pager';
import { ProductFilters, type ProductFilterValues } from '../components/ProductFilters';
import { StoreCard } from '../components/preview/StoreCard';
import { TierSelect, chosenTier } from '../components/preview/TierSelect';

/** /products/preview-store: the shop as an agent of the chosen tier sees it, at that tier's prices. */
export function PreviewStorePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { tiers, error: tiersError, retry } = useTiersByRank();
  const tierId = chosenTier(tiers, params.get('tierId'));
  const search = params.get('search') ?? '';
  const category = params.get('categoryId') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = useMemo<ProductFilterValues>(() => ({ search, categoryId: category, status: '' }), [search, category]);
  const { data, error, mutate } = usePreviewStore({ tierId, search, categoryId: category ? Number(category) : undefined, page });

  const update = useCallback(
    (next: Record<string, string | number>) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [k, v] of Object.entries(next)) {
            if (v === '' || (k === 'page' && v === 1)) out.delete(k);
            else out.set(k, String(v));
          }
          if (!('page' in next)) out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  const onFilters = useCallback((f: ProductFilterValues) => update({ search: f.search, categoryId: f.categoryId }), [update]);

  return (
    <div className="mx-auto max-w-5xl" data-testid="preview-store-page">
      <PageTitle subtitle={t('catalogue.preview.storeIntro')}>{t('catalogue.preview.storeTitle')}</PageTitle>
      <CatalogueNav />
      <Loaded data={tiers} error={tiersError} retry={retry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState />
          ) : (
            <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
              <div className="space-y-3">
                <TierSelect tiers={list} value={tierId} onChange={(id) => update({ tierId: id })} />
                <ProductFilters value={filters} showStatus={false} onChange={onFilters} />
              </div>
              {/* A phone-sized shop */}
              <section aria-label={t('catalogue.preview.phone')} className="mx-auto w-full max-w-md rounded-3xl bg-slate-100 p-3 ring-1 ring-slate-300 sm:p-4" data-testid="preview-phone">
                <Loaded data={data} error={error} retry={() => void mutate()}>
                  {(store) => (
                    <>
                      <p className="mb-3 text-center text-sm font-semibold text-slate-700" data-testid="preview-tier-name">
                        {t('catalogue.preview.seenAs', { tier: store.tierName })}
                      </p>
                      {store.items.length === 0 ? (
                        <EmptyState />
                      ) : (
                        <ul className="grid grid-cols-2 gap-3" data-testid="store-grid">
                          {store.items.map((item) => (
                            <StoreCard key={item.id} item={item} tierId={tierId ?? 0} showStock={store.showStock} />
                          ))}
                        </ul>
                      )}
                      <Pager page={store.page} perPage={store.perPage || PRODUCTS_PER_PAGE} total={store.total} onPage={(n) => update({ page: n })} />
                    </>
                  )}
                </Loaded>
              </section>
            </div>
          )
        }
      </Loaded>
    </div>
  );
}
