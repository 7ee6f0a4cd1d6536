/**
 * The product form: its values (strings, as the inputs hold them), its client rules (the server's
 * rules of POST /api/product/store, docs/api-catalogue.md) and the conversion to and from the API.
 * Messages are locale keys shown through errorText.
 */
import { z } from 'zod';
import type { Product, ProductInput, ProductStatus } from '../api/types';
import { fromKlInput, isFutureKl, toKlInput } from './datetime';
import { DIMENSION_RE, WEIGHT_RE, isBlank, orNull, parseCount, str } from './numbers';
import { matching, optionalMoney, requiredMoney, requiredText } from './rules';
import { rangeIssues } from './quantity-ranges';
import { optionIssues, type OptionDraft } from './variants';

export const PRODUCT_STATUSES: readonly ProductStatus[] = ['published', 'scheduled', 'suspended'];

/** The optional money fields beside the retail price, in form order. */
export const EXTRA_MONEY_FIELDS = ['storePrice', 'point', 'salesProfit', 'commission', 'affiliateCommission', 'introducerBonus', 'rankDiscount'] as const;
export type ExtraMoneyField = (typeof EXTRA_MONEY_FIELDS)[number];
export const DIMENSION_FIELDS = ['length', 'width', 'height'] as const;

export interface TierPriceRow {
  tierId: number;
  tierName: string;
  price: string;
}

export type ProductFormValues = {
  name: string;
  sku: string;
  categoryId: string;
  description: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  retailPrice: string;
  tierPrices: TierPriceRow[];
  quantityRanges: { minRange: string; maxRange: string; price: string }[];
  options: OptionDraft[];
  status: ProductStatus;
  publishDate: string;
  firstOrderOnly: boolean;
  preorder: boolean;
  preorderLimit: string;
  ratingEnabled: boolean;
} & Record<ExtraMoneyField, string>;

const money = optionalMoney;

export function productSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      name: requiredText(200),
      sku: requiredText(60),
      categoryId: z.string(),
      description: z.string(),
      weight: matching(WEIGHT_RE, 'catalogue.errors.weight'),
      length: matching(DIMENSION_RE, 'catalogue.errors.dimension'),
      width: matching(DIMENSION_RE, 'catalogue.errors.dimension'),
      height: matching(DIMENSION_RE, 'catalogue.errors.dimension'),
      retailPrice: requiredMoney,
      storePrice: money,
      point: money,
      salesProfit: money,
      commission: money,
      affiliateCommission: money,
      introducerBonus: money,
      rankDiscount: money,
      tierPrices: z.array(z.object({ tierId: z.number(), tierName: z.string(), price: money })),
      quantityRanges: z.array(z.object({ minRange: z.string(), maxRange: z.string(), price: z.string() })).superRefine((rows, ctx) => {
        for (const issue of rangeIssues(rows)) ctx.addIssue({ code: 'custom', path: [issue.index, issue.field], message: issue.message });
      }),
      options: z
        .array(z.object({ id: z.number().nullable(), name: z.string(), values: z.array(z.object({ id: z.number().nullable(), value: z.string() })) }))
        .superRefine((options, ctx) => {
          for (const issue of optionIssues(options)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }),
      status: z.enum(['published', 'scheduled', 'suspended']),
      publishDate: z.string(),
      firstOrderOnly: z.boolean(),
      preorder: z.boolean(),
      preorderLimit: z.string(),
      ratingEnabled: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.status === 'scheduled') {
        if (isBlank(v.publishDate)) ctx.addIssue({ code: 'custom', path: ['publishDate'], message: 'errors.required' });
        else if (!isFutureKl(v.publishDate, now())) ctx.addIssue({ code: 'custom', path: ['publishDate'], message: 'catalogue.errors.publishFuture' });
      }
      if (v.preorder && !isBlank(v.preorderLimit) && parseCount(v.preorderLimit) === null) {
        ctx.addIssue({ code: 'custom', path: ['preorderLimit'], message: 'catalogue.errors.wholeNumber' });
      }
    }) satisfies z.ZodType<ProductFormValues>;
}

/** One row per tier (by rank), keeping the prices a product already has; blank stays blank. */
export function tierRows(tiers: readonly { level_id: number; levelName: string }[], saved: Product['tierPrices'] = []): TierPriceRow[] {
  const rows = tiers.map((t) => ({ tierId: t.level_id, tierName: t.levelName, price: str(saved.find((p) => p.tierId === t.level_id)?.price) }));
  // A saved price for a tier the tier list does not (yet) show is kept rather than dropped.
  for (const p of saved) if (!rows.some((r) => r.tierId === p.tierId)) rows.push({ tierId: p.tierId, tierName: p.tierName, price: str(p.price) });
  return rows;
}

export function emptyProductValues(tiers: readonly { level_id: number; levelName: string }[] = []): ProductFormValues {
  return {
    name: '',
    sku: '',
    categoryId: '',
    description: '',
    weight: '',
    length: '',
    width: '',
    height: '',
    retailPrice: '',
    storePrice: '',
    point: '',
    salesProfit: '',
    commission: '',
    affiliateCommission: '',
    introducerBonus: '',
    rankDiscount: '',
    tierPrices: tierRows(tiers),
    quantityRanges: [],
    options: [],
    status: 'published',
    publishDate: '',
    firstOrderOnly: false,
    preorder: false,
    preorderLimit: '',
    ratingEnabled: false,
  };
}

/** A saved product → form values. The product's own tierPrices list every tier (by rank). */
export function productValues(p: Product): ProductFormValues {
  return {
    name: p.name,
    sku: p.sku,
    categoryId: str(p.categoryId),
    description: str(p.description),
    weight: str(p.weight),
    length: str(p.length),
    width: str(p.width),
    height: str(p.height),
    retailPrice: p.retailPrice,
    storePrice: str(p.storePrice),
    point: str(p.point),
    salesProfit: str(p.salesProfit),
    commission: str(p.commission),
    affiliateCommission: str(p.affiliateCommission),
    introducerBonus: str(p.introducerBonus),
    rankDiscount: str(p.rankDiscount),
    tierPrices: p.tierPrices.map((tp) => ({ tierId: tp.tierId, tierName: tp.tierName, price: str(tp.price) })),
    quantityRanges: p.quantityRanges.map((r) => ({ minRange: String(r.minRange), maxRange: String(r.maxRange), price: r.price })),
    options: p.options.map((o) => ({ id: o.id, name: o.name, values: o.values.map((v) => ({ id: v.id, value: v.value })) })),
    status: p.status,
    publishDate: toKlInput(p.publishDate),
    firstOrderOnly: p.firstOrderOnly,
    preorder: p.preorder,
    preorderLimit: str(p.preorderLimit),
    ratingEnabled: p.ratingEnabled,
  };
}

/** Form values (already checked) → the body of POST /api/product/store. */
export function toProductInput(v: ProductFormValues, id?: number): ProductInput {
  const extras = Object.fromEntries(EXTRA_MONEY_FIELDS.map((f) => [f, orNull(v[f])])) as Record<ExtraMoneyField, string | null>;
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    sku: v.sku.trim(),
    categoryId: v.categoryId ? Number(v.categoryId) : null,
    description: orNull(v.description),
    weight: orNull(v.weight),
    length: orNull(v.length),
    width: orNull(v.width),
    height: orNull(v.height),
    retailPrice: v.retailPrice.trim(),
    ...extras,
    tierPrices: v.tierPrices.map((r) => ({ tierId: r.tierId, price: orNull(r.price) })),
    quantityRanges: v.quantityRanges.map((r) => ({ minRange: Number(r.minRange.trim()), maxRange: Number(r.maxRange.trim()), price: r.price.trim() })),
    options: v.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name.trim(),
      values: o.values.filter((x) => x.value.trim() !== '').map((x) => ({ ...(x.id ? { id: x.id } : {}), value: x.value.trim() })),
    })),
    status: v.status,
    publishDate: v.status === 'scheduled' ? fromKlInput(v.publishDate) : null,
    firstOrderOnly: v.firstOrderOnly,
    preorder: v.preorder,
    preorderLimit: v.preorder ? parseCount(v.preorderLimit) : null,
    ratingEnabled: v.ratingEnabled,
  };
}

/**
 * Server field names (422 data.errors) that have an input of their own on the form; any other key
 * (quantityRanges, options, tierPrices, …) is shown as a message of its section.
 */
export function isProductInputField(key: string): boolean {
  return (
    /^(name|sku|categoryId|description|weight|length|width|height|retailPrice|storePrice|point|salesProfit|commission|affiliateCommission|introducerBonus|rankDiscount|status|publishDate|preorderLimit)$/.test(key) ||
    /^tierPrices\.\d+\.price$/.test(key) ||
    /^quantityRanges\.\d+\.(minRange|maxRange|price)$/.test(key) ||
    /^options\.\d+\.name$/.test(key) ||
    /^options\.\d+\.values\.\d+\.value$/.test(key)
  );
}
