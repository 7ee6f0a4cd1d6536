import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { BANDS } from '../api/types';
import { useBranchOptions, useCategories } from '../api/inventory';
import type { ListFilters } from '../logic/filters';
import { useDebounced } from '@/lib/use-debounced';

/** Branch, category, search and stock band. The branch defaults to the main one (as the server does). */
export function InventoryFilters({ filters, onChange }: { filters: ListFilters; onChange: (patch: Partial<ListFilters>, replace?: boolean) => void }) {
  const { t } = useTranslation();
  const { branches } = useBranchOptions();
  const { data: categories, error: categoriesError } = useCategories();
  const [text, setText] = useState(filters.search);
  const searched = useDebounced(text);
  const pushed = useRef(filters.search);

  useEffect(() => {
    if (searched === pushed.current) return;
    pushed.current = searched;
    onChange({ search: searched }, true);
  }, [searched, onChange]);

  const main = branches?.find((b) => b.isMain) ?? branches?.[0];
  const branchValue = filters.branchId || (main ? String(main.id) : '');

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="inventory-filters">
      <Select
        label={t('stock.fields.branch')}
        options={(branches ?? []).map((b) => ({ value: String(b.id), label: b.isMain ? t('stock.fields.mainBranch', { name: b.name }) : b.name }))}
        value={branchValue}
        onChange={(e) => onChange({ branchId: e.target.value })}
        data-testid="filter-branch"
      />
      {!categoriesError && (
        <Select
          label={t('stock.fields.category')}
          placeholder={t('stock.fields.allCategories')}
          options={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.categoryId}
          onChange={(e) => onChange({ categoryId: e.target.value })}
          data-testid="filter-category"
        />
      )}
      <Input
        label={t('stock.fields.search')}
        type="search"
        placeholder={t('stock.fields.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="filter-search"
      />
      <Select
        label={t('stock.fields.band')}
        placeholder={t('stock.fields.allBands')}
        options={BANDS.map((b) => ({ value: b, label: t(`stock.band.${b}`) }))}
        value={filters.band}
        onChange={(e) => onChange({ band: e.target.value as ListFilters['band'] })}
        data-testid="filter-band"
      />
    </div>
  );
}
