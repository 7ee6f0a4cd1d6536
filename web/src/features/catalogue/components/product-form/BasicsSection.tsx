import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { Textarea } from '@/components/Textarea';
import { errorText } from '@/lib/i18n';
import { useProductCategories } from '../../api/lookups';
import type { ProductFormValues } from '../../logic/product-form';
import { FormSection } from '../FormSection';

export function BasicsSection() {
  const { t } = useTranslation();
  const { data: categories } = useProductCategories();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <FormSection title={t('catalogue.form.basics')} testId="section-basics">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('catalogue.form.name')} maxLength={200} error={errorText(errors.name?.message)} data-testid="product-name-input" {...register('name')} />
        <Input label={t('catalogue.form.sku')} maxLength={60} autoComplete="off" error={errorText(errors.sku?.message)} data-testid="product-sku-input" {...register('sku')} />
      </div>
      <Select
        label={t('catalogue.form.category')}
        placeholder={t('catalogue.form.noCategory')}
        options={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        error={errorText(errors.categoryId?.message)}
        data-testid="product-category-input"
        {...register('categoryId')}
      />
      <Textarea label={t('catalogue.form.description')} rows={5} error={errorText(errors.description?.message)} data-testid="product-description-input" {...register('description')} />
    </FormSection>
  );
}
