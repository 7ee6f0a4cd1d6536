import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { firstServerError } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { refreshCombos, saveCombo, uploadComboImage } from '../../api/combos';
import type { Combo } from '../../api/types';
import { isComboInputField } from '../../logic/promo-fields';
import { comboSchema, comboValues, emptyComboValues, toComboInput, type ComboFormValues } from '../../logic/promo-form';
import { placeSaveFailure } from '../../logic/server-errors';
import { FormSection } from '../FormSection';
import { LinkButton } from '@/components/LinkButton';
import { ComboCover } from './ComboCover';
import { ComboProductsField } from './ComboProductsField';
import { PromoFields } from './PromoFields';

/** New or saved combo: details, required quantity, eligible products and cover. */
export function ComboForm({ combo, coverError: initialCoverError = null }: { combo: Combo | null; coverError?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string[] | null>(null);
  const [productsError, setProductsError] = useState<string[]>([]);
  const [pendingCover, setPendingCover] = useState<File | null>(null);
  const [coverBusy, setCoverBusy] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(initialCoverError);
  const form = useForm<ComboFormValues>({ resolver: zodResolver(comboSchema), defaultValues: combo ? comboValues(combo) : emptyComboValues() });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const uploadNow = async (file: File) => {
    if (!combo) return;
    setCoverBusy(true);
    setCoverError(null);
    try {
      await uploadComboImage(combo.id, file);
      await refreshCombos(mutate);
    } catch (err) {
      setCoverError(firstServerError(err));
    } finally {
      setCoverBusy(false);
    }
  };

  const onSubmit = handleSubmit(
    async (v) => {
      setFormError(null);
      setProductsError([]);
      let saved: Combo;
      try {
        saved = await saveCombo(toComboInput(v, combo?.id));
      } catch (err) {
        const failure = placeSaveFailure(err, setError, isComboInputField, ['productIds', 'products'] as const);
        setProductsError([...(failure.sections.productIds ?? []), ...(failure.sections.products ?? [])]);
        setFormError(failure.lines);
        return;
      }
      if (pendingCover) {
        try {
          await uploadComboImage(saved.id, pendingCover);
        } catch (err) {
          // The combo exists: continue on its edit page, where the cover can be tried again.
          await refreshCombos(mutate);
          navigate(`/products/combo/edit?id=${saved.id}`, { replace: true, state: { coverError: firstServerError(err) } });
          return;
        }
      }
      await refreshCombos(mutate);
      navigate('/products/combo', { state: { saved: true } });
    },
    () => setFormError([t('catalogue.errors.fixErrors')]),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="combo-form">
        <FormSection title={t('catalogue.promo.details')}>
          <PromoFields<ComboFormValues> kind="combo">
            <Input
              label={t('catalogue.combo.requiredQuantity')}
              type="text"
              inputMode="numeric"
              hint={t('catalogue.combo.requiredQuantityHint')}
              error={errorText(errors.requiredQuantity?.message)}
              data-testid="combo-requiredQuantity-input"
              {...register('requiredQuantity')}
            />
          </PromoFields>
        </FormSection>
        <FormSection title={t('catalogue.combo.products')} intro={t('catalogue.combo.productsIntro')} testId="combo-products-section">
          <ComboProductsField serverErrors={productsError} />
        </FormSection>
        <FormSection title={t('catalogue.combo.cover')} testId="combo-cover-section">
          <ComboCover
            current={combo?.coverImage ?? null}
            pending={pendingCover}
            onPending={combo ? undefined : setPendingCover}
            onUpload={combo ? (file) => void uploadNow(file) : undefined}
            busy={coverBusy}
            error={coverError}
          />
        </FormSection>
        {formError && (
          <FormMessage testId="combo-form-error">
            {formError.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </FormMessage>
        )}
        <div className="flex justify-end gap-2">
          <LinkButton to="/products/combo">{t('common.cancel')}</LinkButton>
          <Button type="submit" loading={isSubmitting} data-testid="combo-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
