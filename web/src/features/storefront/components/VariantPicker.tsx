import { useTranslation } from 'react-i18next';
import type { StorefrontVariant } from '../api/types';

/** The product's variants as chips (radio buttons); one out of stock is shown but cannot be chosen. */
export function VariantPicker({ variants, chosen, onChoose }: { variants: StorefrontVariant[]; chosen: number | null; onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset data-testid="variant-picker">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('storefront.product.variant')}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((v) => (
          <label
            key={v.id}
            className={`relative inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm ring-1 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary ${
              !v.inStock ? 'cursor-not-allowed bg-slate-100 text-slate-400 ring-slate-200' : chosen === v.id ? 'cursor-pointer bg-primary/10 font-semibold text-slate-900 ring-2 ring-primary' : 'cursor-pointer bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
            }`}
            data-testid={`variant-${v.id}`}
          >
            <input type="radio" name="variant" value={v.id} checked={chosen === v.id} disabled={!v.inStock} onChange={() => onChoose(v.id)} className="sr-only" />
            <span className={v.inStock ? '' : 'line-through'}>{v.label}</span>
            {!v.inStock && <span className="ml-1 text-xs"> ({t('storefront.product.variantOut')})</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
