import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { DIMENSION_FIELDS, type ProductFormValues } from '../../logic/product-form';
import { FormSection } from '../FormSection';
import { decimalInput } from './shared';

export function ShippingSection() {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <FormSection title={t('catalogue.form.shipping')} intro={t('catalogue.form.shippingIntro')} testId="section-shipping">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Input className="min-w-0" label={t('catalogue.form.weight')} {...decimalInput} placeholder="0.000" error={errorText(errors.weight?.message)} data-testid="product-weight-input" {...register('weight')} />
        {DIMENSION_FIELDS.map((f) => (
          <Input key={f} className="min-w-0" label={t(`catalogue.form.${f}`)} {...decimalInput} error={errorText(errors[f]?.message)} data-testid={`product-${f}-input`} {...register(f)} />
        ))}
      </div>
    </FormSection>
  );
}
