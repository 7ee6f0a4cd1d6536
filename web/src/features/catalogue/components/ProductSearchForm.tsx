import { useEffect, useState, type ReactNode } from 'react';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useProductCategories } from '../api/lookups';

export interface ProductSearchValues {
  search: string;
  categoryId: string;
}

/** The words of one screen's search box and category select. */
export interface ProductSearchTexts {
  search: string;
  searchPlaceholder: string;
  category: string;
  allCategories: string;
}

/** The search box (applied as you type, after a pause, or at once on Enter) and the category select, then any further fields. */
export function ProductSearchForm<V extends ProductSearchValues>({
  value,
  onChange,
  texts,
  testIds,
  className,
  children,
}: {
  value: V;
  onChange: (next: V) => void;
  texts: ProductSearchTexts;
  testIds: { search: string; category: string };
  className: string;
  children?: ReactNode;
}) {
  const { data: categories } = useProductCategories();
  const [text, setText] = useState(value.search);
  // The search can also change from outside (the back button, a link to the plain list): show what applies.
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
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, search: text.trim() });
      }}
    >
      <Input
        label={texts.search}
        type="search"
        value={text}
        placeholder={texts.searchPlaceholder}
        onChange={(e) => setText(e.target.value)}
        data-testid={testIds.search}
      />
      <Select
        label={texts.category}
        placeholder={texts.allCategories}
        options={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.categoryId}
        onChange={(e) => onChange({ ...value, categoryId: e.target.value })}
        data-testid={testIds.category}
      />
      {children}
    </form>
  );
}
