import { useTranslation } from 'react-i18next';
import { ProductSearchForm, type ProductSearchValues } from '@/features/catalogue/components/ProductSearchForm';

export type ShopFilterValues = ProductSearchValues;

/** Search by name (applied as you type, after a pause) and category. */
export function ShopFilters({ value, onChange }: { value: ShopFilterValues; onChange: (next: ShopFilterValues) => void }) {
  const { t } = useTranslation();
  return (
    <ProductSearchForm
      value={value}
      onChange={onChange}
      texts={{
        search: t('shop.filters.search'),
        searchPlaceholder: t('shop.filters.searchPlaceholder'),
        category: t('shop.filters.category'),
        allCategories: t('shop.filters.allCategories'),
      }}
      testIds={{ search: 'shop-search', category: 'shop-category' }}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2"
    />
  );
}
