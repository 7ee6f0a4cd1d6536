import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useProductCategories } from '../api/lookups';
import type { ProductStatus } from '../api/types';
import { PRODUCT_STATUSES } from '../logic/product-form';

export interface ProductFilterValues {
  search: string;
  categoryId: string;
  status: '' | ProductStatus;
}

/** Search (name or SKU, applied as you type), category and status. */
export function ProductFilters({ value, onChange, showStatus = true }: { value: ProductFilterValues; onChange: (next: ProductFilterValues) => void; showStatus?: boolean }) {
  const { t } = useTranslation();
  const { data: categories } = useProductCategories();
  const [text, setText] = useState(value.search);
  // The search can also change from outside (a link to the plain list): show what applies.
  const [applied, setApplied] = useState(value.search);
  if (value.search !== applied) {
    setApplied(value.search);
    setText(value.search);
  }

  useEffect(() => {
    if (text.trim() === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search: text.trim() }), 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <form role="search" className={`mb-4 grid gap-3 ${showStatus ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`} onSubmit={(e) => {
      e.preventDefault();
      onChange({ ...value, search: text.trim() });
    }}>
      <Input
        label={t('catalogue.filters.search')}
        type="search"
        value={text}
        placeholder={t('catalogue.filters.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid="filter-search"
      />
      <Select
        label={t('catalogue.filters.category')}
        placeholder={t('catalogue.filters.allCategories')}
        options={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.categoryId}
        onChange={(e) => onChange({ ...value, categoryId: e.target.value })}
        data-testid="filter-category"
      />
      {showStatus && (
        <Select
          label={t('catalogue.filters.status')}
          placeholder={t('catalogue.filters.allStatuses')}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`catalogue.status.${s}`) }))}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as ProductFilterValues['status'] })}
          data-testid="filter-status"
        />
      )}
    </form>
  );
}
