import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { ApiError } from '@/lib/api';
import { failureText } from '@/lib/form';
import { cacheProduct, deleteProductImage, uploadProductImage } from '../../api/products';
import type { ImageSlot, Product } from '../../api/types';
import { MAX_EXTRA_IMAGES } from '../../logic/images';
import { FormSection } from '../FormSection';
import { ImagePicker } from '../ImagePicker';
import { Thumb } from '../Thumb';

/** The server's reason for refusing an upload: the `image` field error, else its message. */
function uploadFailure(err: unknown): string {
  if (err instanceof ApiError && err.errors) {
    const first = err.errors.image ?? Object.values(err.errors)[0];
    if (first) return String(first);
  }
  return failureText(err);
}

type Busy = { slot: ImageSlot | 'delete'; key: number | null } | null;

/**
 * Cover, up to 3 extra images and an image per option value, uploaded one by one to a saved product.
 * Each upload answers the product, which replaces the cached one (the form's unsaved edits stay).
 */
export function ImagesSection({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run = async (key: string, b: Busy, call: () => Promise<Product>) => {
    setBusy(b);
    setErrors((e) => ({ ...e, [key]: '' }));
    try {
      await cacheProduct(mutate, await call());
    } catch (err) {
      setErrors((e) => ({ ...e, [key]: uploadFailure(err) }));
    } finally {
      setBusy(null);
    }
  };
  const upload = (key: string, slot: ImageSlot, image: File, valueId?: number) =>
    void run(key, { slot, key: valueId ?? null }, () => uploadProductImage({ productId: product.id, slot, valueId, image }));

  const isBusy = (slot: ImageSlot | 'delete', key: number | null = null) => busy?.slot === slot && busy.key === key;
  const valuesWithIds = product.options.flatMap((o) => o.values.map((v) => ({ ...v, option: o.name })));

  return (
    <FormSection title={t('catalogue.images.title')} intro={t('catalogue.images.intro')} testId="section-images">
      <div className="flex flex-wrap items-center gap-4">
        <Thumb src={product.coverThumb ?? product.coverImage} alt={t('catalogue.images.cover')} size="lg" />
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">{t('catalogue.images.cover')}</p>
          <ImagePicker
            label={t(product.coverImage ? 'catalogue.images.replaceCover' : 'catalogue.images.uploadCover')}
            busy={isBusy('cover')}
            error={errors.cover}
            onPick={(file) => upload('cover', 'cover', file)}
            testId="image-cover-input"
          />
        </div>
      </div>

      <div>
        <p className="mb-2 text-sm font-medium text-slate-700">{t('catalogue.images.extras', { count: product.images.length, max: MAX_EXTRA_IMAGES })}</p>
        <ul className="grid grid-cols-3 gap-3 sm:max-w-md" data-testid="extra-images">
          {product.images.map((img, i) => (
            <li key={img.id} className="min-w-0 space-y-1" data-testid="extra-image">
              <Thumb src={img.thumb || img.image} alt={t('catalogue.images.extra', { n: i + 1 })} size="fill" />
              <Button
                variant="ghost"
                block
                className="px-2 text-red-700 hover:bg-red-50"
                loading={isBusy('delete', img.id)}
                onClick={() => void run('extra', { slot: 'delete', key: img.id }, () => deleteProductImage(product.id, img.id))}
                aria-label={t('catalogue.images.removeExtra', { n: i + 1 })}
                data-testid="extra-image-remove"
              >
                {t('catalogue.common.remove')}
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-3">
          {product.images.length < MAX_EXTRA_IMAGES ? (
            <ImagePicker label={t('catalogue.images.addExtra')} busy={isBusy('extra')} error={errors.extra} onPick={(file) => upload('extra', 'extra', file)} testId="image-extra-input" />
          ) : (
            <>
              <p className="text-xs text-slate-500" data-testid="extra-images-full">
                {t('catalogue.images.extrasFull', { max: MAX_EXTRA_IMAGES })}
              </p>
              <FieldError message={errors.extra || undefined} />
            </>
          )}
        </div>
      </div>

      {valuesWithIds.length > 0 && (
        <div>
          <p className="text-sm font-medium text-slate-700">{t('catalogue.images.optionValues')}</p>
          <p className="mb-2 text-xs text-slate-500">{t('catalogue.images.optionValuesHint')}</p>
          <ul className="divide-y divide-slate-100" data-testid="option-images">
            {valuesWithIds.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="option-image">
                <Thumb src={v.image} alt={`${v.option}: ${v.value}`} size="sm" />
                <span className="min-w-0 flex-1 text-sm break-words text-slate-800">
                  <span className="text-slate-500">{v.option}:</span> {v.value}
                </span>
                <ImagePicker
                  variant="ghost"
                  label={t(v.image ? 'catalogue.images.replace' : 'catalogue.images.upload')}
                  busy={isBusy('option', v.id)}
                  error={errors[`option-${v.id}`]}
                  onPick={(file) => upload(`option-${v.id}`, 'option', file, v.id)}
                  testId={`image-option-${v.id}-input`}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormSection>
  );
}
