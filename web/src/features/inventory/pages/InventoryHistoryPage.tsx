import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteHistoryEntry, useStockHistory } from '../api/inventory';
import type { HistoryEntry } from '../api/types';
import { HistoryFiltersBar } from '../components/HistoryFiltersBar';
import { HistoryList } from '../components/HistoryList';
import { readHistoryFilters, toSearchParams, validRange, type HistoryFilters } from '../logic/filters';

/** /inventory/history: stock updates, newest first; removing one restores the stock it moved. */
export function InventoryHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readHistoryFilters(params);
  const rangeOk = validRange(filters.from, filters.to);
  const { data, error, size, setSize, mutate, isValidating } = useStockHistory(filters, rangeOk);
  const [productName, setProductName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const removal = useConfirmAction((e: HistoryEntry) => deleteHistoryEntry(e.id), {
    onDone: () => {
      setNotice(t('stock.history.removed'));
      return mutate();
    },
  });
  const removing = removal.target;

  const entries = data?.flatMap((p) => p.items) ?? [];
  const hasMore = data?.[data.length - 1]?.hasMore ?? false;
  const loadingMore = isValidating && data !== undefined && size > data.length;
  const productLabel =
    productName || entries.find((e) => String(e.productId) === filters.productId)?.productName || t('stock.history.productNumber', { id: filters.productId });

  const onFilter = (patch: Partial<HistoryFilters>, name?: string) => {
    if (name !== undefined) setProductName(name);
    setNotice(null);
    setParams(toSearchParams({ ...filters, ...patch }));
  };

  return (
    <div className="mx-auto max-w-5xl" data-testid="inventory-history-page">
      <PageTitle
        subtitle={t('stock.history.intro')}
        actions={
          <Link to="/inventory" className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary/10">
            {t('stock.update.backToList')}
          </Link>
        }
      >
        {t('stock.history.title')}
      </PageTitle>
      <HistoryFiltersBar filters={filters} productLabel={productLabel} onChange={onFilter} />
      {notice && (
        <div className="mt-4">
          <FormMessage kind="success" testId="history-notice">
            {notice}
          </FormMessage>
        </div>
      )}
      <div className="mt-4">
        {rangeOk && (
          <Loaded data={data} error={error} retry={() => void mutate()}>
            {() =>
              entries.length === 0 ? (
                <p className="rounded-xl bg-white px-4 py-10 text-center text-sm text-slate-500 ring-1 ring-slate-200" data-testid="history-empty">
                  {t('stock.history.empty')}
                </p>
              ) : (
                <>
                  <HistoryList
                    entries={entries}
                    onRemove={removal.ask}
                  />
                  {hasMore && (
                    <div className="mt-4 flex justify-center">
                      <Button variant="secondary" loading={loadingMore} onClick={() => void setSize(size + 1)} data-testid="history-more">
                        {t('stock.history.loadMore')}
                      </Button>
                    </div>
                  )}
                </>
              )
            }
          </Loaded>
        )}
      </div>
      <ConfirmDialog
        {...removal.dialog}
        title={t('stock.history.removeTitle')}
        message={
          removing &&
          t(removing.type === 'out' ? 'stock.history.removeOut' : 'stock.history.removeIn', {
            quantity: removing.quantity,
            name: [removing.productName, removing.variantLabel].filter(Boolean).join(' · '),
            branch: removing.branchName,
          })
        }
        confirmLabel={t('stock.history.remove')}
        testId="history-remove-dialog"
      />
    </div>
  );
}
