import { useTranslation } from 'react-i18next';
import type { StorefrontCategory } from '../api/types';

/** "All" and the store's categories as chips; the chosen one is pressed. A strip that scrolls on a phone. */
export function CategoryChips({ categories, chosen, onChoose }: { categories: StorefrontCategory[]; chosen: number | null; onChoose: (id: number | null) => void }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  const chip = (id: number | null, name: string) => {
    const active = chosen === id;
    return (
      <li key={id ?? 'all'} className="shrink-0">
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onChoose(id)}
          className={`min-h-11 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${active ? 'bg-primary text-white ring-primary' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
          data-testid={id === null ? 'category-all' : `category-${id}`}
        >
          {name}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={t('storefront.filters.categories')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1">
        {chip(null, t('storefront.filters.all'))}
        {categories.map((c) => chip(c.id, c.name))}
      </ul>
    </nav>
  );
}
