import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { PRODUCTS_PER_PAGE, cacheProduct, deleteProduct, refreshProductLists, suspendProduct, useProducts } from '../api/products';
import type { ProductListItem, ProductStatus } from '../api/types';
import { CatalogueNav } from '../components/CatalogueNav';
import { LinkButton } from '@/components/LinkButton';
import { Pager } from '@/components/Pager';
import { ProductFilters, type ProductFilterValues } from '../components/ProductFilters';
import { ProductRows } from '../components/ProductRows';
import { PRODUCT_STATUSES } from '../logic/product-form';

const asStatus = (v: string | null): '' | ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v ?? '') ? (v as ProductStatus) : '';

/** /products: the HQ product list (filters and page live in the address, so Back keeps them). */
export function ProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('categoryId') ?? '';
  const status = asStatus(params.get('status'));
  const filters = useMemo<ProductFilterValues>(() => ({ search, categoryId: category, status }), [search, category, status]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, mutate } = useProducts({
    search: filters.search,
    categoryId: filters.categoryId ? Number(filters.categoryId) : undefined,
    status: filters.status || undefined,
    page,
  });
  const { mutate: mutateCache } = useSWRConfig();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const removal = useConfirmAction((p: ProductListItem) => deleteProduct(p.id), { onDone: () => refreshProductLists(mutateCache) });

  const update = useCallback(
    (next: Partial<ProductFilterValues> & { page?: number }) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [k, v] of Object.entries(next)) {
            if (v === '' || v === undefined || (k === 'page' && v === 1)) out.delete(k);
            else out.set(k, String(v));
          }
          if (!('page' in next)) out.delete('page');
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const onSuspend = async (p: ProductListItem) => {
    setBusyId(p.id);
    setActionError(null);
    try {
      await cacheProduct(mutateCache, await suspendProduct(p.id, p.status !== 'suspended'));
      await mutate();
    } catch {
      setActionError(t('catalogue.errors.actionFailed'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="mx-auto max-w-6xl" data-testid="products-page">
      <PageTitle
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton to="/products/preview-store" data-testid="products-preview-store">
              {t('catalogue.products.previewStore')}
            </LinkButton>
            <LinkButton variant="primary" to="/products/new" data-testid="product-new">
              {t('catalogue.products.new')}
            </LinkButton>
          </div>
        }
      >
        {t('catalogue.products.title')}
      </PageTitle>
      <CatalogueNav />
      <ProductFilters value={filters} onChange={update} />
      {actionError && (
        <div className="mb-3">
          <FormMessage testId="product-action-error">{actionError}</FormMessage>
        </div>
      )}
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(result) =>
          result.items.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <p className="mb-2 text-sm text-slate-600" data-testid="product-total">
                {t('catalogue.products.count', { count: result.total })}
              </p>
              <ProductRows
                items={result.items}
                busyId={busyId}
                onSuspend={(p) => void onSuspend(p)}
                onDelete={removal.ask}
              />
              <Pager page={result.page} perPage={result.perPage || PRODUCTS_PER_PAGE} total={result.total} onPage={(n) => update({ page: n })} />
            </>
          )
        }
      </Loaded>
      <ConfirmDialog
        {...removal.dialog}
        title={t('catalogue.products.deleteTitle')}
        message={removal.target ? t('catalogue.products.deleteMessage', { name: removal.target.name }) : undefined}
        confirmLabel={t('catalogue.common.delete')}
      />
    </div>
  );
}
