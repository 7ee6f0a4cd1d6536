import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FieldError, FormMessage } from '@/components/FieldError';
import { errorText } from '@/lib/i18n';
import { refreshPackages, savePackage } from '../../api/packages';
import type { Package } from '../../api/types';
import { isPackageInputField } from '../../logic/promo-fields';
import { arrayError, emptyPackageItem, emptyPackageValues, packageSchema, packageValues, toPackageInput, type PackageFormValues } from '../../logic/promo-form';
import { placeSaveFailure } from '../../logic/server-errors';
import { FormSection } from '../FormSection';
import { LinkButton } from '@/components/LinkButton';
import { PackageItemRow } from './PackageItemRow';
import { PromoFields } from './PromoFields';

/** New or saved package: details and product lines (product + variant + quantity). */
export function PackageForm({ pkg }: { pkg: Package | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string[] | null>(null);
  const [itemsError, setItemsError] = useState<string[]>([]);
  const form = useForm<PackageFormValues>({ resolver: zodResolver(packageSchema), defaultValues: pkg ? packageValues(pkg) : emptyPackageValues() });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });

  const onSubmit = handleSubmit(
    async (v) => {
      setFormError(null);
      setItemsError([]);
      try {
        await savePackage(toPackageInput(v, pkg?.id));
        await refreshPackages(mutate);
        navigate('/products/package', { state: { saved: true } });
      } catch (err) {
        const failure = placeSaveFailure(err, setError, isPackageInputField, ['items'] as const);
        setItemsError(failure.sections.items ?? []);
        setFormError(failure.lines);
      }
    },
    () => setFormError([t('catalogue.errors.fixErrors')]),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="package-form">
        <FormSection title={t('catalogue.promo.details')}>
          <PromoFields<PackageFormValues> kind="package" />
        </FormSection>
        <FormSection title={t('catalogue.package.items')} intro={t('catalogue.package.itemsIntro')} testId="package-items">
          {fields.map((f, i) => (
            <PackageItemRow key={f.id} index={i} canRemove={fields.length > 1} onRemove={() => remove(i)} />
          ))}
          <FieldError message={errorText(arrayError(errors.items))} />
          {itemsError.length > 0 && <FormMessage testId="package-items-error">{itemsError.join(' ')}</FormMessage>}
          <Button variant="secondary" onClick={() => append(emptyPackageItem())} data-testid="package-item-add">
            {t('catalogue.package.addItem')}
          </Button>
        </FormSection>
        {formError && (
          <FormMessage testId="package-form-error">
            {formError.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </FormMessage>
        )}
        <div className="flex justify-end gap-2">
          <LinkButton to="/products/package">{t('common.cancel')}</LinkButton>
          <Button type="submit" loading={isSubmitting} data-testid="package-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
