import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Input } from '@/components/Input';
import { Spinner } from '@/components/Spinner';
import { useInventorySelect } from '../api/inventory';
import type { SelectProduct, SelectVariant } from '../api/types';
import { rowKey } from '../logic/stock-form';
import { ProductThumb } from './ProductThumb';
import { useDebounced } from '@/lib/use-debounced';

/** Searches products (GET /api/inventory/select) and adds a product variant to the list. */
export function ProductPicker({ branchId, added, onAdd }: { branchId: string; added: ReadonlySet<string>; onAdd: (p: SelectProduct, v: SelectVariant | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebounced(text);
  const { data, error, isLoading } = useInventorySelect(search, branchId, branchId !== '');
  const products = data?.products ?? [];

  const addButton = (p: SelectProduct, v: SelectVariant | null) => {
    const key = rowKey(p.productId, v?.variantId ?? null);
    const done = added.has(key);
    const what = [p.name, v?.label].filter(Boolean).join(' · ');
    return (
      <Button
        key={key}
        variant={done ? 'ghost' : 'secondary'}
        disabled={done}
        onClick={() => onAdd(p, v)}
        className="justify-between text-left"
        aria-label={done ? t('stock.update.addedOf', { name: what }) : t('stock.update.addOf', { name: what })}
        data-testid="picker-add"
      >
        <span className="truncate">{v?.label || t('stock.update.add')}</span>
        <span className="shrink-0 text-xs font-normal text-slate-500">{done ? t('stock.update.added') : t('stock.update.inStock', { quantity: v?.quantity ?? 0 })}</span>
      </Button>
    );
  };

  return (
    <div data-testid="product-picker">
      <Input
        label={t('stock.update.searchProducts')}
        type="search"
        placeholder={t('stock.fields.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        disabled={branchId === ''}
        data-testid="picker-search"
      />
      <div className="mt-3 max-h-[28rem] overflow-y-auto" aria-live="polite">
        {isLoading ? (
          <div className="flex justify-center py-6 text-primary">
            <Spinner />
          </div>
        ) : error ? (
          <p className="text-sm text-red-700">{t('stock.update.searchFailed')}</p>
        ) : products.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-500" data-testid="picker-empty">
            {t('stock.update.noProducts')}
          </p>
        ) : (
          <ul className="space-y-2" data-testid="picker-results">
            {products.map((p) => (
              <li key={p.productId} className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="picker-product">
                <div className="flex min-w-0 items-center gap-3">
                  <ProductThumb src={p.coverThumb} size={36} />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">{p.name}</p>
                    <p className="truncate text-xs text-slate-500">{p.sku}</p>
                  </div>
                </div>
                <div className="mt-2 grid gap-1">{p.variants.length === 0 ? addButton(p, null) : p.variants.map((v) => addButton(p, v))}</div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
