import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Switch } from '@/components/Switch';
import { FieldError } from '@/components/FieldError';
import { errorText } from '@/lib/i18n';
import { PRODUCT_STATUSES, type ProductFormValues } from '../../logic/product-form';
import { FormSection } from '../FormSection';
import { wholeInput } from './shared';

/** Active / Scheduled (with its date-time) / Suspended. */
export function PublishSection() {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const status = useWatch({ control, name: 'status' });
  return (
    <FormSection title={t('catalogue.form.publish')} testId="section-publish">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('catalogue.form.status')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PRODUCT_STATUSES.map((s) => (
            <label key={s} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:bg-primary/5 has-[:checked]:ring-primary">
              <input type="radio" value={s} className="mt-0.5 h-4 w-4 accent-primary" data-testid={`status-${s}`} {...register('status')} />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t(`catalogue.status.${s}`)}</span>
                <span className="block text-xs text-slate-500">{t(`catalogue.form.statusHint.${s}`)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError message={errorText(errors.status?.message)} />
      </fieldset>
      {status === 'scheduled' && (
        <Input
          label={t('catalogue.form.publishDate')}
          type="datetime-local"
          hint={t('catalogue.form.publishDateHint')}
          error={errorText(errors.publishDate?.message)}
          data-testid="product-publishDate-input"
          {...register('publishDate')}
        />
      )}
    </FormSection>
  );
}

/** First-order-only, preorder with its unit limit, ratings. */
export function FlagsSection() {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const preorder = useWatch({ control, name: 'preorder' });
  return (
    <FormSection title={t('catalogue.form.flags')} testId="section-flags">
      <div className="divide-y divide-slate-100">
        <Switch label={t('catalogue.form.firstOrderOnly')} hint={t('catalogue.form.firstOrderOnlyHint')} data-testid="product-firstOrderOnly" {...register('firstOrderOnly')} />
        <Switch label={t('catalogue.form.preorder')} hint={t('catalogue.form.preorderHint')} data-testid="product-preorder" {...register('preorder')} />
        {preorder && (
          <div className="py-2">
            <Input
              label={t('catalogue.form.preorderLimit')}
              {...wholeInput}
              placeholder={t('catalogue.form.noLimit')}
              error={errorText(errors.preorderLimit?.message)}
              data-testid="product-preorderLimit-input"
              {...register('preorderLimit')}
            />
          </div>
        )}
        <Switch label={t('catalogue.form.ratingEnabled')} hint={t('catalogue.form.ratingEnabledHint')} data-testid="product-ratingEnabled" {...register('ratingEnabled')} />
      </div>
    </FormSection>
  );
}
