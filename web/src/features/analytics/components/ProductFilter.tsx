import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/FieldError';
import { fieldClass } from '@/components/Input';
import { Spinner } from '@/components/Spinner';
import { useProduct, useProducts } from '@/features/catalogue/api/products';
import { useDebounced } from '@/lib/use-debounced';
import { MAX_PRODUCTS } from '../logic/filters';

/** A chosen product: its name once known (picked now, or read from the catalogue after a reload). */
function ProductChip({ id, name, lookUp, onRemove }: { id: number; name?: string; lookUp: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const { data } = useProduct(lookUp && !name ? id : null);
  const shown = name ?? data?.name ?? t('analytics.filters.productNo', { id });
  return (
    <li className="flex min-h-11 max-w-full items-center gap-1 rounded-full bg-primary/10 pl-3 text-sm text-slate-900" data-testid="product-chip">
      <span className="min-w-0 truncate">{shown}</span>
      <button
        type="button"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg text-slate-600 hover:bg-primary/20"
        aria-label={t('analytics.filters.removeProduct', { name: shown })}
        onClick={onRemove}
        data-testid="product-chip-remove"
      >
        ×
      </button>
    </li>
  );
}

/**
 * Up to ten products, searched in the catalogue's product list (GET /api/product) and shown as chips.
 * `canSearch` false (staff who cannot read the catalogue): the chips of the address stay removable, no search.
 */
export function ProductFilter({ value, onChange, error, canSearch }: { value: number[]; onChange: (ids: number[]) => void; error?: string; canSearch: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<Record<number, string>>({});
  const search = useDebounced(text).trim();
  const full = value.length >= MAX_PRODUCTS;
  const { data, error: failed } = useProducts({ search, perPage: 10 }, canSearch && open && !full);
  const toggle = (id: number, name: string) => {
    if (value.includes(id)) onChange(value.filter((v) => v !== id));
    else if (!full) {
      setNames((n) => ({ ...n, [id]: name }));
      onChange([...value, id]);
    }
  };

  return (
    <div className="min-w-0" data-testid="filter-products">
      {canSearch && !full ? (
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('analytics.filters.products')}
        </label>
      ) : (
        <p className="mb-1 block text-sm font-medium text-slate-700">{t('analytics.filters.products')}</p>
      )}
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={t('analytics.filters.chosenProducts')}>
          {value.map((id) => (
            <ProductChip key={id} id={id} name={names[id]} lookUp={canSearch} onRemove={() => onChange(value.filter((v) => v !== id))} />
          ))}
        </ul>
      )}
      {canSearch && !full && (
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          className={fieldClass}
          placeholder={t('analytics.filters.productSearch')}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          data-testid="filter-products-search"
        />
      )}
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500" data-testid="filter-products-hint">
        {full ? t('analytics.filters.productsFull', { max: MAX_PRODUCTS }) : canSearch ? t('analytics.filters.productsHint', { max: MAX_PRODUCTS }) : t('analytics.filters.productsNoCatalogue')}
      </p>
      <FieldError message={error} />
      {canSearch && open && !full && (
        <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg bg-white ring-1 ring-slate-200" aria-label={t('analytics.filters.productResults')} data-testid="filter-products-options">
          {data === undefined && !failed && (
            <li className="flex justify-center py-3 text-primary">
              <Spinner size="sm" />
            </li>
          )}
          {failed && data === undefined && <li className="px-3 py-2 text-sm text-red-700">{t('analytics.filters.productsFailed')}</li>}
          {data?.items.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{t('analytics.filters.productsNone')}</li>}
          {data?.items.map((p) => {
            const chosen = value.includes(p.id);
            return (
              <li key={p.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  className={`block min-h-11 w-full px-3 py-2 text-left hover:bg-primary/5 ${chosen ? 'bg-primary/10' : ''}`}
                  onClick={() => toggle(p.id, p.name)}
                  data-testid="filter-products-option"
                >
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {chosen && <span aria-hidden="true">✓ </span>}
                    {p.name}
                  </span>
                  <span className="block truncate text-xs text-slate-500">{p.sku}</span>
                </button>
              </li>
            );
          })}
          <li>
            <button type="button" className="block min-h-11 w-full px-3 py-2 text-center text-sm font-semibold text-primary hover:bg-primary/5" onClick={() => setOpen(false)} data-testid="filter-products-done">
              {t('analytics.filters.done')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
