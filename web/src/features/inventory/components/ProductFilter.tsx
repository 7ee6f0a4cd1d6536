import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Input } from '@/components/Input';
import { useInventorySelect } from '../api/inventory';
import { useDebounced } from '@/lib/use-debounced';

/** Choose one product to filter by (search through GET /api/inventory/select), or clear it. */
export function ProductFilter({ productId, label, onChange }: { productId: string; label: string; onChange: (id: string, name: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebounced(text).trim();
  const { data } = useInventorySelect(search, undefined, productId === '' && search !== '');
  const listId = useId();

  if (productId) {
    return (
      <div>
        <p className="mb-1 block text-sm font-medium text-slate-700">{t('stock.fields.product')}</p>
        <div className="flex min-h-11 items-center justify-between gap-2 rounded-lg bg-primary/5 px-3 ring-1 ring-primary/30" data-testid="product-filter-chosen">
          <span className="truncate text-sm font-medium text-slate-900">{label}</span>
          <Button variant="ghost" className="min-h-9 shrink-0 px-2" onClick={() => onChange('', '')} aria-label={t('stock.history.clearProduct', { name: label })} data-testid="product-filter-clear">
            {t('stock.history.clear')}
          </Button>
        </div>
      </div>
    );
  }

  const products = search ? (data?.products ?? []) : [];
  return (
    <div className="relative">
      <Input
        label={t('stock.fields.product')}
        type="search"
        placeholder={t('stock.fields.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-controls={products.length ? listId : undefined}
        data-testid="product-filter-search"
      />
      {products.length > 0 && (
        <ul id={listId} className="absolute inset-x-0 z-10 mt-1 max-h-64 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200" data-testid="product-filter-results">
          {products.map((p) => (
            <li key={p.productId}>
              <button
                type="button"
                className="block min-h-11 w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
                onClick={() => {
                  setText('');
                  onChange(String(p.productId), p.name);
                }}
              >
                <span className="block truncate font-medium text-slate-900">{p.name}</span>
                <span className="block truncate text-xs text-slate-500">{p.sku}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
