import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { EXTRA_MONEY_FIELDS, type ProductFormValues } from '../../logic/product-form';
import { FormSection } from '../FormSection';
import { SectionErrors, decimalInput } from './shared';

/** Retail, store and point values, one price per tier (blank: the tier does not see the product), rewards. */
export function PricesSection({ serverErrors }: { serverErrors?: string[] }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields } = useFieldArray({ control, name: 'tierPrices', keyName: 'key' });
  const [storePrice, point, ...rewards] = EXTRA_MONEY_FIELDS;
  return (
    <FormSection title={t('catalogue.form.prices')} testId="section-prices">
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label={t('catalogue.form.retailPrice')} {...decimalInput} error={errorText(errors.retailPrice?.message)} data-testid="product-retailPrice-input" {...register('retailPrice')} />
        {[storePrice, point].map((f) => (
          <Input key={f} label={t(`catalogue.form.${f}`)} {...decimalInput} placeholder={t('catalogue.form.blankAllowed')} error={errorText(errors[f]?.message)} data-testid={`product-${f}-input`} {...register(f)} />
        ))}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('catalogue.form.tierPrices')}</legend>
        <p className="mb-3 text-xs text-slate-500">{t('catalogue.form.tierPricesHint')}</p>
        {fields.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="no-tiers">
            {t('catalogue.form.noTiers')}
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3" data-testid="tier-prices">
            {fields.map((f, i) => (
              <Input
                key={f.key}
                label={t('catalogue.form.tierPrice', { tier: f.tierName })}
                {...decimalInput}
                placeholder={t('catalogue.form.blankAllowed')}
                error={errorText(errors.tierPrices?.[i]?.price?.message)}
                data-testid={`tier-price-${f.tierId}`}
                {...register(`tierPrices.${i}.price`)}
              />
            ))}
          </div>
        )}
        <div className="mt-2">
          <SectionErrors messages={serverErrors} testId="tier-prices-error" />
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-800">{t('catalogue.form.rewards')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {rewards.map((f) => (
            <Input key={f} label={t(`catalogue.form.${f}`)} {...decimalInput} placeholder={t('catalogue.form.blankAllowed')} error={errorText(errors[f]?.message)} data-testid={`product-${f}-input`} {...register(f)} />
          ))}
        </div>
      </fieldset>
    </FormSection>
  );
}
