import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useProductCategories } from '@/features/catalogue/api/lookups';

export interface ShopFilterValues {
  search: string;
  categoryId: string;
}

/** Search by name (applied as you type, after a pause) and category. */
export function ShopFilters({ value, onChange }: { value: ShopFilterValues; onChange: (next: ShopFilterValues) => void }) {
  const { t } = useTranslation();
  const { data: categories } = useProductCategories();
  const [text, setText] = useState(value.search);
  // The search can also change from outside (back button): show what applies.
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
    <form
      role="search"
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, search: text.trim() });
      }}
    >
      <Input
        label={t('shop.filters.search')}
        type="search"
        value={text}
        placeholder={t('shop.filters.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid="shop-search"
      />
      <Select
        label={t('shop.filters.category')}
        placeholder={t('shop.filters.allCategories')}
        options={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.categoryId}
        onChange={(e) => onChange({ ...value, categoryId: e.target.value })}
        data-testid="shop-category"
      />
    </form>
  );
}
