import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { fieldClass } from '@/components/Input';
import { Spinner } from '@/components/Spinner';
import { useProducts } from '@/features/catalogue/api/products';
import { useDebounced } from '@/lib/use-debounced';

export interface PickedProduct {
  id: number;
  name: string;
}

/** Chooses the product a campaign gives, searched in the catalogue (GET /api/product). */
export function ProductPicker({ value, onChange, error }: { value: PickedProduct | null; onChange: (value: PickedProduct | null) => void; error?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text).trim();
  const { data, error: failed } = useProducts({ search, perPage: 10 }, open && value === null);
  const label = t('campaigns.form.product');

  if (value) {
    return (
      <div data-testid="campaign-product">
        <p className="mb-1 block text-sm font-medium text-slate-700">{label}</p>
        <div className="flex min-h-11 items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <span className="min-w-0 truncate text-sm font-semibold text-slate-900" data-testid="campaign-product-chosen">
            {value.name}
          </span>
          <Button
            variant="ghost"
            className="shrink-0"
            onClick={() => {
              onChange(null);
              setOpen(true);
            }}
            aria-label={t('campaigns.form.productChange')}
            data-testid="campaign-product-change"
          >
            {t('campaigns.form.change')}
          </Button>
        </div>
        <FieldError message={error} />
      </div>
    );
  }

  return (
    <div data-testid="campaign-product">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        className={fieldClass}
        placeholder={t('campaigns.form.productSearch')}
        value={text}
        aria-invalid={error ? true : undefined}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        data-testid="campaign-product-search"
      />
      <FieldError message={error} />
      {open && (
        <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg bg-white ring-1 ring-slate-200" aria-label={t('campaigns.form.productResults')} data-testid="campaign-product-options">
          {data === undefined && !failed && (
            <li className="flex justify-center py-3 text-primary">
              <Spinner size="sm" />
            </li>
          )}
          {failed && data === undefined && <li className="px-3 py-2 text-sm text-red-700">{t('campaigns.form.productFailed')}</li>}
          {data?.items.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{t('campaigns.form.productNone')}</li>}
          {data?.items.map((p) => (
            <li key={p.id}>
              <button type="button" className="block min-h-11 w-full px-3 py-2 text-left hover:bg-primary/5" onClick={() => onChange({ id: p.id, name: p.name })} data-testid="campaign-product-option">
                <span className="block truncate text-sm font-medium text-slate-900">{p.name}</span>
                <span className="block truncate text-xs text-slate-500">{p.sku}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
