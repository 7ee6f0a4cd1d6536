import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import type { ProductFormValues } from '../../logic/product-form';
import { addRangeProblem, nextMinRange } from '../../logic/quantity-ranges';
import { FormSection } from '../FormSection';
import { SectionErrors, decimalInput, wholeInput } from './shared';

/** Quantity ranges: rows of from / to / unit price; a row is added only after the rows above are right. */
export function RangesSection({ serverErrors }: { serverErrors?: string[] }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'quantityRanges' });
  const [addProblem, setAddProblem] = useState<string | null>(null);

  const add = () => {
    const rows = getValues('quantityRanges');
    const problem = addRangeProblem(rows);
    setAddProblem(problem);
    if (!problem) append({ minRange: String(nextMinRange(rows)), maxRange: '', price: '' });
  };

  return (
    <FormSection title={t('catalogue.ranges.title')} intro={t('catalogue.ranges.intro')} testId="section-ranges">
      {fields.length === 0 && <p className="text-sm text-slate-500">{t('catalogue.ranges.none')}</p>}
      <ol className="space-y-3" data-testid="range-rows">
        {fields.map((f, i) => (
          <li key={f.id} data-testid="range-row">
            <fieldset className="rounded-lg p-3 ring-1 ring-slate-200">
              <legend className="px-1 text-xs font-semibold text-slate-600">{t('catalogue.ranges.row', { n: i + 1 })}</legend>
              <div className="grid grid-cols-3 gap-2">
                <Input className="min-w-0" label={t('catalogue.ranges.min')} {...wholeInput} error={errorText(errors.quantityRanges?.[i]?.minRange?.message)} data-testid="range-min" {...register(`quantityRanges.${i}.minRange`)} />
                <Input className="min-w-0" label={t('catalogue.ranges.max')} {...wholeInput} error={errorText(errors.quantityRanges?.[i]?.maxRange?.message)} data-testid="range-max" {...register(`quantityRanges.${i}.maxRange`)} />
                <Input className="min-w-0" label={t('catalogue.ranges.price')} {...decimalInput} error={errorText(errors.quantityRanges?.[i]?.price?.message)} data-testid="range-price" {...register(`quantityRanges.${i}.price`)} />
              </div>
              <div className="mt-1 flex justify-end">
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => {
                    setAddProblem(null);
                    remove(i);
                  }}
                  aria-label={t('catalogue.ranges.remove', { n: i + 1 })}
                  data-testid="range-remove"
                >
                  {t('catalogue.common.remove')}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" onClick={add} data-testid="range-add">
          {t('catalogue.ranges.add')}
        </Button>
        <FieldError message={errorText(addProblem ?? undefined)} />
      </div>
      <SectionErrors messages={serverErrors} testId="ranges-error" />
    </FormSection>
  );
}
