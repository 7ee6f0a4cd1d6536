import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { errorText } from '@/lib/i18n';
import { arrayError, type ComboFormValues } from '../../logic/promo-form';
import { Thumb } from '../Thumb';
import { ProductPicker } from './ProductPicker';

/** The products an agent may pick from in this combo (chosen by search, several at once). */
export function ComboProductsField({ serverErrors }: { serverErrors?: string[] }) {
  const { t } = useTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<ComboFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'products', keyName: 'key' });
  const [picking, setPicking] = useState(false);
  const ids = fields.map((f) => f.id);
  return (
    <div>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">{t('catalogue.combo.noProductsYet')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="combo-products">
          {fields.map((f, i) => (
            <li key={f.key} className="flex items-center gap-3 py-2" data-testid="combo-product">
              <Thumb src={f.coverThumb} size="sm" />
              <span className="min-w-0 flex-1 text-sm break-words text-slate-900">{f.name}</span>
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => remove(i)} aria-label={`${t('catalogue.common.remove')}: ${f.name}`} data-testid="combo-product-remove">
                {t('catalogue.common.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError message={errorText(arrayError(errors.products)) ?? serverErrors?.join(' ')} />
      <Button variant="secondary" className="mt-2" onClick={() => setPicking(true)} data-testid="combo-products-add">
        {t('catalogue.combo.addProducts')}
      </Button>
      {picking && (
        <ProductPicker
          multiple
          title={t('catalogue.combo.addProducts')}
          selectedIds={ids}
          onClose={() => setPicking(false)}
          onPick={(p) => {
            const at = ids.indexOf(p.id);
            if (at >= 0) remove(at);
            else append({ id: p.id, name: p.name, coverThumb: p.coverThumb });
          }}
        />
      )}
    </div>
  );
}
