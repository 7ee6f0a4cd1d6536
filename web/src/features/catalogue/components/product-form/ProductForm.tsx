import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import type { Tier } from '@/features/setup/api/types';
import { cacheProduct, saveProduct } from '../../api/products';
import type { Product } from '../../api/types';
import { emptyProductValues, isProductInputField, productSchema, productValues, toProductInput, type ProductFormValues } from '../../logic/product-form';
import { placeSaveFailure } from '../../logic/server-errors';
import { LinkButton } from '@/components/LinkButton';
import { BasicsSection } from './BasicsSection';
import { ImagesSection } from './ImagesSection';
import { PricesSection } from './PricesSection';
import { FlagsSection, PublishSection } from './PublishSection';
import { RangesSection } from './RangesSection';
import { ShippingSection } from './ShippingSection';
import { VariantsSection } from './VariantsSection';
import { FormSection } from '../FormSection';

const LIST_SECTIONS = ['tierPrices', 'quantityRanges', 'options'] as const;
type ListSection = (typeof LIST_SECTIONS)[number];
type Status = { kind: 'success' | 'error'; lines: string[] } | null;

/**
 * One form for a new and a saved product. A new product is saved first; the page then becomes its
 * edit page, where the images can be added.
 */
export function ProductForm({ product, tiers, justCreated = false }: { product: Product | null; tiers: Tier[]; justCreated?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<Status>(justCreated ? { kind: 'success', lines: [t('catalogue.form.createdAddImages')] } : null);
  const [sectionErrors, setSectionErrors] = useState<Partial<Record<ListSection, string[]>>>({});
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productSchema()),
    defaultValues: product ? productValues(product) : emptyProductValues(tiers),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    async (values) => {
      setStatus(null);
      setSectionErrors({});
      try {
        const saved = await cacheProduct(mutate, await saveProduct(toProductInput(values, product?.id)));
        if (!product) {
          navigate(`/products/edit/${saved.id}`, { replace: true, state: { created: true } });
          return;
        }
        reset(productValues(saved)); // new option values now carry their ids
        setStatus({ kind: 'success', lines: [t('catalogue.form.saved')] });
      } catch (err) {
        const failure = placeSaveFailure(err, setError, isProductInputField, LIST_SECTIONS);
        setSectionErrors(failure.sections);
        setStatus({ kind: 'error', lines: failure.lines });
      }
    },
    () => setStatus({ kind: 'error', lines: [t('catalogue.errors.fixErrors')] }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="product-form">
        <BasicsSection />
        {product ? (
          <ImagesSection product={product} />
        ) : (
          <FormSection title={t('catalogue.images.title')} testId="section-images">
            <p className="text-sm text-slate-600" data-testid="images-after-save">
              {t('catalogue.form.imagesAfterSave')}
            </p>
          </FormSection>
        )}
        <PricesSection serverErrors={sectionErrors.tierPrices} />
        <RangesSection serverErrors={sectionErrors.quantityRanges} />
        <VariantsSection savedVariants={product?.variants ?? []} serverErrors={sectionErrors.options} />
        <ShippingSection />
        <PublishSection />
        <FlagsSection />
        <div className="sticky bottom-16 z-10 space-y-2 rounded-xl bg-white/95 p-3 shadow-md ring-1 ring-slate-200 backdrop-blur lg:bottom-4">
          {status && (
            <FormMessage kind={status.kind} testId={`product-form-${status.kind}`}>
              {status.lines.map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </FormMessage>
          )}
          <div className="flex justify-end gap-2">
            <LinkButton to="/products">{t('common.cancel')}</LinkButton>
            <Button type="submit" loading={isSubmitting} data-testid="product-save">
              {t(product ? 'common.save' : 'catalogue.form.saveNew')}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
