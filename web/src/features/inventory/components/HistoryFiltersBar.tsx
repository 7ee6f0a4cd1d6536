import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useBranchOptions } from '../api/inventory';
import { validRange, type HistoryFilters } from '../logic/filters';
import { ProductFilter } from './ProductFilter';

/** Product, branch, type and date range for the update history. */
export function HistoryFiltersBar({
  filters,
  productLabel,
  onChange,
}: {
  filters: HistoryFilters;
  productLabel: string;
  onChange: (patch: Partial<HistoryFilters>, productName?: string) => void;
}) {
  const { t } = useTranslation();
  const { branches } = useBranchOptions();
  const rangeError = validRange(filters.from, filters.to) ? undefined : t('stock.history.badRange');
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="history-filters">
      <div className="sm:col-span-2 lg:col-span-1">
        <ProductFilter productId={filters.productId} label={productLabel} onChange={(id, name) => onChange({ productId: id }, name)} />
      </div>
      <Select
        label={t('stock.fields.branch')}
        placeholder={t('stock.fields.allBranches')}
        options={(branches ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        value={filters.branchId}
        onChange={(e) => onChange({ branchId: e.target.value })}
        data-testid="history-branch"
      />
      <Select
        label={t('stock.fields.type')}
        placeholder={t('stock.fields.allTypes')}
        options={[
          { value: 'in', label: t('stock.type.in') },
          { value: 'out', label: t('stock.type.out') },
        ]}
        value={filters.type}
        onChange={(e) => onChange({ type: e.target.value as HistoryFilters['type'] })}
        data-testid="history-type"
      />
      <Input label={t('stock.fields.from')} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} data-testid="history-from" />
      <Input label={t('stock.fields.to')} type="date" value={filters.to} min={filters.from || undefined} error={rangeError} onChange={(e) => onChange({ to: e.target.value })} data-testid="history-to" />
    </div>
  );
}
