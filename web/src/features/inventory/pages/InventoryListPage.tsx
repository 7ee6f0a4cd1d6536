import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { PER_PAGE, useInventory } from '../api/inventory';
import { InventoryFilters } from '../components/InventoryFilters';
import { InventoryTable } from '../components/InventoryTable';
import { Pager } from '@/components/Pager';
import { readListFilters, toSearchParams, withFilter, type ListFilters } from '../logic/filters';

const buttonLink = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold';

/** /inventory: stock per product variant and branch, with filters, the band indicator and paging. */
export function InventoryListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const { data, error, mutate } = useInventory(filters);

  const paramsText = params.toString();
  const onChange = useCallback(
    (patch: Partial<ListFilters>, replace = false) => {
      const current = readListFilters(new URLSearchParams(paramsText));
      setParams(toSearchParams({ ...withFilter(current, patch) }), { replace });
    },
    [paramsText, setParams],
  );

  return (
    <div className="mx-auto max-w-6xl" data-testid="inventory-page">
      <PageTitle
        subtitle={t('stock.list.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/inventory/history" className={`${buttonLink} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`} data-testid="inventory-history-link">
              {t('stock.history.title')}
            </Link>
            <Link to="/inventory/update" className={`${buttonLink} bg-primary text-white hover:brightness-110`} data-testid="inventory-update-link">
              {t('stock.update.title')}
            </Link>
          </div>
        }
      >
        {t('stock.list.title')}
      </PageTitle>
      <InventoryFilters filters={filters} onChange={onChange} />
      <div className="mt-4">
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(page) =>
            page.items.length === 0 ? (
              <p className="rounded-xl bg-white px-4 py-10 text-center text-sm text-slate-500 ring-1 ring-slate-200" data-testid="inventory-empty">
                {t('stock.list.empty')}
              </p>
            ) : (
              <>
                <InventoryTable rows={page.items} />
                <Pager summary page={page.page || filters.page} perPage={page.perPage || PER_PAGE} total={page.total} onPage={(p) => onChange({ page: p })} />
              </>
            )
          }
        </Loaded>
      </div>
    </div>
  );
}
