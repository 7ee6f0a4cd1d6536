import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { errorText } from '@/lib/i18n';
import { useProduct } from '../../api/products';
import type { PackageFormValues } from '../../logic/promo-form';
import { hasOptions } from '../../logic/variants';
import { ProductPicker } from './ProductPicker';

/** One package line: a product (chosen by search), its variant when it has options, and a quantity. */
export function PackageItemRow({ index, onRemove, canRemove }: { index: number; onRemove: () => void; canRemove: boolean }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<PackageFormValues>();
  const [picking, setPicking] = useState(false);
  const productId = useWatch({ control, name: `items.${index}.productId` });
  const productName = useWatch({ control, name: `items.${index}.productName` });
  const { data: detail } = useProduct(productId);
  const withOptions = detail ? hasOptions(detail.variants) : false;
  const rowErrors = errors.items?.[index];
  const n = index + 1;

  // The variant choice is needed only once the product is known to have options.
  useEffect(() => {
    if (detail) setValue(`items.${index}.hasOptions`, hasOptions(detail.variants));
  }, [detail, index, setValue]);

  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="package-item">
      <legend className="px-1 text-xs font-semibold text-slate-600">{t('catalogue.package.item', { n })}</legend>
      <div className="space-y-3">
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700" id={`item-${index}-product`}>
            {t('catalogue.package.product')}
          </span>
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 text-sm break-words text-slate-900" data-testid="package-item-product">
              {productName || t('catalogue.package.noProduct')}
            </span>
            <Button variant="secondary" aria-describedby={`item-${index}-product`} onClick={() => setPicking(true)} data-testid="package-item-choose">
              {t(productId ? 'catalogue.package.changeProduct' : 'catalogue.package.chooseProductButton')}
            </Button>
          </div>
          <FieldError message={errorText(rowErrors?.productId?.message)} />
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          {withOptions && detail ? (
            <Select
              label={t('catalogue.package.variant')}
              placeholder={t('catalogue.package.chooseVariantPlaceholder')}
              options={detail.variants.map((v) => ({ value: String(v.id), label: v.label }))}
              error={errorText(rowErrors?.variantId?.message)}
              data-testid="package-item-variant"
              {...register(`items.${index}.variantId`)}
            />
          ) : (
            <div>
              <FieldError message={errorText(rowErrors?.variantId?.message)} />
            </div>
          )}
          <Input label={t('catalogue.package.quantity')} type="text" inputMode="numeric" error={errorText(rowErrors?.quantity?.message)} data-testid="package-item-quantity" {...register(`items.${index}.quantity`)} />
        </div>
        {canRemove && (
          <div className="flex justify-end">
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onRemove} aria-label={t('catalogue.package.removeItem', { n })} data-testid="package-item-remove">
              {t('catalogue.common.remove')}
            </Button>
          </div>
        )}
      </div>
      {picking && (
        <ProductPicker
          title={t('catalogue.package.chooseProductButton')}
          onClose={() => setPicking(false)}
          onPick={(p) => {
            setValue(`items.${index}.productId`, p.id, { shouldDirty: true });
            setValue(`items.${index}.productName`, p.name);
            setValue(`items.${index}.variantId`, '');
            setValue(`items.${index}.hasOptions`, false);
            setPicking(false);
          }}
        />
      )}
    </fieldset>
  );
}
