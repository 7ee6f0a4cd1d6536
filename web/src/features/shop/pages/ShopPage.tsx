import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Pager } from '@/components/Pager';
import { Loaded } from '@/components/Loaded';
import { SHOP_PER_PAGE, useShop } from '../api/shop';
import { CartButton } from '../components/CartButton';
import { ComboCard } from '../components/ComboCard';
import { OrderFromSwitch } from '../components/OrderFromSwitch';
import { PackageCard } from '../components/PackageCard';
import { ProductCard } from '../components/ProductCard';
import { ShopFilters, type ShopFilterValues } from '../components/ShopFilters';

/** /my-shop: what the agent may buy at their tier's price, from HQ or their upline (spec §2 Shop). */
export function ShopPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: ShopFilterValues = { search: params.get('search') ?? '', categoryId: params.get('categoryId') ?? '' };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, mutate } = useShop({ ...filters, page });

  const update = useCallback(
    (next: Partial<ShopFilterValues> & { page?: number }) => {
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          for (const [k, v] of Object.entries(next)) {
            if (v === '' || v === undefined || (k === 'page' && v === 1)) p.delete(k);
            else p.set(k, String(v));
          }
          // A new search or category starts at the first page.
          if (next.page === undefined) p.delete('page');
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const onFilters = useCallback((v: ShopFilterValues) => update(v), [update]);

  return (
    <div className="mx-auto max-w-5xl space-y-4" data-testid="shop-page">
      <PageTitle subtitle={data?.tierName ? t('shop.tierPrices', { tier: data.tierName }) : undefined} actions={<CartButton />}>
        {t('shop.title')}
      </PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(shop) => (
          <>
            <OrderFromSwitch orderFrom={shop.orderFrom} choices={shop.orderFromChoices} upline={shop.upline} />
            {shop.firstOrder && (shop.packages.some((p) => p.firstOrder) || shop.combos.some((c) => c.firstOrder) || shop.items.some((i) => i.firstOrderOnly)) && (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="shop-first-order-note">
                {t('shop.firstOrderNote')}
              </p>
            )}

            {shop.packages.length > 0 && (
              <section aria-labelledby="shop-packages" className="space-y-2">
                <h2 id="shop-packages" className="text-base font-semibold text-slate-900">
                  {t('shop.packages.title')}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2" data-testid="shop-packages">
                  {shop.packages.map((p) => (
                    <PackageCard key={p.id} pkg={p} />
                  ))}
                </ul>
              </section>
            )}

            {shop.combos.length > 0 && (
              <section aria-labelledby="shop-combos" className="space-y-2">
                <h2 id="shop-combos" className="text-base font-semibold text-slate-900">
                  {t('shop.combos.title')}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2" data-testid="shop-combos">
                  {shop.combos.map((c) => (
                    <ComboCard key={c.id} combo={c} />
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="shop-products" className="space-y-3">
              <h2 id="shop-products" className="text-base font-semibold text-slate-900">
                {t('shop.grid.title')}
              </h2>
              <ShopFilters value={filters} onChange={onFilters} />
              {shop.items.length === 0 ? (
                <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-500" data-testid="shop-empty">
                  {filters.search || filters.categoryId ? t('shop.grid.noMatch') : t('shop.grid.empty')}
                </p>
              ) : (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="shop-grid">
                  {shop.items.map((item) => (
                    <ProductCard key={item.id} item={item} showStock={shop.showStock} />
                  ))}
                </ul>
              )}
              <Pager page={shop.page || page} perPage={shop.perPage || SHOP_PER_PAGE} total={shop.total} onPage={(n) => update({ page: n })} />
            </section>
          </>
        )}
      </Loaded>
    </div>
  );
}
