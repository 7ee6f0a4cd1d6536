import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { errorText } from '@/lib/i18n';
import type { Variant } from '../../api/types';
import type { ProductFormValues } from '../../logic/product-form';
import { arrayError } from '../../logic/promo-form';
import { MAX_OPTIONS, savedVariantOf, variantCombinations } from '../../logic/variants';
import { FormSection } from '../FormSection';
import { OptionEditor } from './OptionEditor';
import { SectionErrors } from './shared';

/** Up to 3 options with their values, and the variants (combinations) they make, with saved stock. */
export function VariantsSection({ savedVariants, serverErrors }: { savedVariants: Variant[]; serverErrors?: string[] }) {
  const { t } = useTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  const options = useWatch({ control, name: 'options' });
  const combos = variantCombinations(options ?? []);

  return (
    <FormSection title={t('catalogue.variants.title')} intro={t('catalogue.variants.intro')} testId="section-variants">
      <div className="space-y-3">
        {fields.map((f, i) => (
          <OptionEditor key={f.key} index={i} onRemove={() => remove(i)} />
        ))}
      </div>
      <FieldError message={errorText(arrayError(errors.options))} />
      {fields.length < MAX_OPTIONS && (
        <Button variant="secondary" onClick={() => append({ id: null, name: '', values: [{ id: null, value: '' }] })} data-testid="option-add">
          {t('catalogue.variants.addOption')}
        </Button>
      )}
      <SectionErrors messages={serverErrors} testId="options-error" />
      <div>
        <h3 className="text-sm font-semibold text-slate-800" id="variant-list-title">
          {t('catalogue.variants.combinations', { count: combos.length })}
        </h3>
        {combos.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500" data-testid="variant-single">
            {t('catalogue.variants.single')}
          </p>
        ) : (
          <ul aria-labelledby="variant-list-title" className="mt-2 flex flex-wrap gap-2" data-testid="variant-combinations">
            {combos.map((c, i) => {
              const saved = savedVariantOf(savedVariants, c);
              return (
                <li key={`${i}-${c.label}`} className="rounded-lg bg-slate-50 px-3 py-1.5 text-sm ring-1 ring-slate-200" data-testid="variant-combination">
                  <span className="font-medium break-words text-slate-900">{c.label}</span>
                  <span className="ml-2 text-xs text-slate-500">
                    {saved ? t('catalogue.variants.stock', { count: saved.stock ?? 0 }) : t('catalogue.variants.new')}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </FormSection>
  );
}
