import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import type { ProductStatus } from '../api/types';
import { PRODUCT_STATUSES } from '../logic/product-form';
import { ProductSearchForm } from './ProductSearchForm';

export interface ProductFilterValues {
  search: string;
  categoryId: string;
  status: '' | ProductStatus;
}

/** Search (name or SKU, applied as you type), category and status. */
export function ProductFilters({ value, onChange, showStatus = true }: { value: ProductFilterValues; onChange: (next: ProductFilterValues) => void; showStatus?: boolean }) {
  const { t } = useTranslation();
  return (
    <ProductSearchForm
      value={value}
      onChange={onChange}
      texts={{
        search: t('catalogue.filters.search'),
        searchPlaceholder: t('catalogue.filters.searchPlaceholder'),
        category: t('catalogue.filters.category'),
        allCategories: t('catalogue.filters.allCategories'),
      }}
      testIds={{ search: 'filter-search', category: 'filter-category' }}
      className={`mb-4 grid gap-3 ${showStatus ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
    >
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
    </ProductSearchForm>
  );
}
