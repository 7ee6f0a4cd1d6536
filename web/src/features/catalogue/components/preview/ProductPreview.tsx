import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/FieldError';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { PreviewProduct } from '../../api/types';
import { multiplyMoney } from '../../logic/numbers';
import { priceForQuantity } from '../../logic/quantity-ranges';
import { findVariant } from '../../logic/variants';
import { Tag } from '@/components/StatusBadge';
import { Gallery } from './Gallery';
import { QuantityStepper } from './QuantityStepper';
import { VariantChooser } from './VariantChooser';

/** The product page as an agent of the tier sees it: images, price, ranges, variants, stock when shown. */
export function ProductPreview({ product }: { product: PreviewProduct }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [quantity, setQuantity] = useState(1);
  const money = (v: string | null) => (v == null ? '—' : formatMoney(v, currency));

  const images = [product.coverImage, ...product.images].filter((x): x is string => Boolean(x));
  const allChosen = product.options.every((o) => chosen[o.id] !== undefined);
  const variant = product.options.length === 0 ? product.variants[0] : allChosen ? findVariant(product.variants, Object.values(chosen)) : undefined;
  const unit = priceForQuantity(product.quantityRanges, quantity, product.price);

  return (
    <article className="grid gap-6 md:grid-cols-2" data-testid="product-preview">
      <Gallery images={images} name={product.name} />
      <div className="min-w-0 space-y-4">
        {!product.available && (
          <FormMessage kind="info" testId="preview-unavailable">
            {t('catalogue.preview.unavailable', { tier: product.tierName })}
          </FormMessage>
        )}
        <div>
          {product.categoryName && <p className="text-xs font-medium text-slate-500 uppercase">{product.categoryName}</p>}
          <h2 className="text-xl font-bold break-words text-slate-900" data-testid="preview-name">
            {product.name}
          </h2>
          <p className="mt-1 text-2xl font-bold text-primary" data-testid="preview-price">
            {money(product.price)}
          </p>
          {product.retailPrice !== product.price && (
            <p className="text-sm text-slate-500">
              {t('catalogue.preview.retailPrice')}: <s>{money(product.retailPrice)}</s>
            </p>
          )}
          {product.point && Number(product.point) > 0 && <p className="text-sm text-slate-600">{t('catalogue.preview.points', { points: product.point })}</p>}
          <div className="mt-2 flex flex-wrap gap-1">
            {product.preorder && (
              <Tag testId="preview-preorder">
                {product.preorderLimit ? t('catalogue.preview.preorderLimit', { count: product.preorderLimit }) : t('catalogue.preview.preorder')}
              </Tag>
            )}
            {product.firstOrderOnly && <Tag>{t('catalogue.preview.firstOrderOnly')}</Tag>}
          </div>
        </div>

        {product.quantityRanges.length > 0 && (
          <section>
            <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('catalogue.preview.ranges')}</h3>
            <ul className="divide-y divide-slate-100 rounded-lg bg-white ring-1 ring-slate-200" data-testid="preview-ranges">
              {product.quantityRanges.map((r) => (
                <li key={`${r.minRange}-${r.maxRange}`} className="flex justify-between gap-2 px-3 py-2 text-sm">
                  <span>{t('catalogue.preview.rangeUnits', { min: r.minRange, max: r.maxRange })}</span>
                  <span className="font-semibold">{money(r.price)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {product.options.length > 0 && <VariantChooser options={product.options} chosen={chosen} onChoose={(o, v) => setChosen((c) => ({ ...c, [o]: v }))} />}

        <div className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200" data-testid="preview-selection">
          {product.options.length > 0 && (
            <p>{variant ? t('catalogue.preview.chosen', { label: variant.label }) : t('catalogue.preview.chooseAll')}</p>
          )}
          {product.showStock && variant && variant.stock !== null && (
            <p className="text-slate-600" data-testid="preview-stock">
              {t('catalogue.preview.stock', { count: variant.stock })}
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <QuantityStepper label={t('catalogue.preview.quantity')} value={quantity} min={1} onChange={setQuantity} testId="preview-quantity" />
            {unit && (
              <p className="text-right">
                <span className="block text-xs text-slate-500">{t('catalogue.preview.unitPrice', { price: money(unit) })}</span>
                <span className="font-bold" data-testid="preview-total">
                  {money(multiplyMoney(unit, quantity))}
                </span>
              </p>
            )}
          </div>
        </div>

        {product.description && <p className="text-sm whitespace-pre-line text-slate-700">{product.description}</p>}
        {product.weight && <p className="text-xs text-slate-500">{t('catalogue.preview.weight', { weight: product.weight })}</p>}
      </div>
    </article>
  );
}
