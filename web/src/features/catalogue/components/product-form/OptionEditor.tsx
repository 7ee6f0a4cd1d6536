import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import type { ProductFormValues } from '../../logic/product-form';
import { MAX_VALUES } from '../../logic/variants';
import { arrayError } from '../../logic/promo-form';

/** One option (Colour, Size, …): its name and its values. */
export function OptionEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `options.${index}.values`, keyName: 'key' });
  const optionErrors = errors.options?.[index];
  const n = index + 1;
  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="option-editor">
      <legend className="px-1 text-xs font-semibold text-slate-600">{t('catalogue.variants.option', { n })}</legend>
      <div className="flex items-end gap-2">
        <Input
          className="min-w-0 flex-1"
          label={t('catalogue.variants.optionName')}
          placeholder={t('catalogue.variants.optionNamePlaceholder')}
          maxLength={60}
          error={errorText(optionErrors?.name?.message)}
          data-testid="option-name"
          {...register(`options.${index}.name`)}
        />
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onRemove} aria-label={t('catalogue.variants.removeOption', { n })} data-testid="option-remove">
          {t('catalogue.common.remove')}
        </Button>
      </div>
      <p className="mt-3 mb-1 text-sm font-medium text-slate-700">{t('catalogue.variants.values')}</p>
      <ul className="space-y-2" data-testid="option-values">
        {fields.map((f, j) => (
          <li key={f.key} className="flex items-start gap-2">
            <Input
              className="min-w-0 flex-1"
              label={<span className="sr-only">{t('catalogue.variants.valueLabel', { n: j + 1, option: n })}</span>}
              maxLength={60}
              error={errorText(optionErrors?.values?.[j]?.value?.message)}
              data-testid="option-value"
              {...register(`options.${index}.values.${j}.value`)}
            />
            <Button
              variant="ghost"
              className="shrink-0 text-red-700 hover:bg-red-50"
              disabled={fields.length <= 1}
              onClick={() => remove(j)}
              aria-label={t('catalogue.variants.removeValue', { n: j + 1, option: n })}
              data-testid="option-value-remove"
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <FieldError message={errorText(arrayError(optionErrors?.values))} />
      {fields.length < MAX_VALUES && (
        <Button variant="ghost" className="mt-2" onClick={() => append({ id: null, value: '' })} data-testid="option-value-add">
          {t('catalogue.variants.addValue')}
        </Button>
      )}
    </fieldset>
  );
}
