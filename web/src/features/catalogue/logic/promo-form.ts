/**
 * The package and combo forms: values, client rules (docs/api-catalogue.md § Packages, § Combos)
 * and conversion to and from the API. Messages are locale keys.
 */
import { z } from 'zod';
import type { Combo, ComboInput, Package, PackageInput } from '../api/types';
import { isDate } from './datetime';
import { COUNT_RE, parseCount, str } from './numbers';
import { requiredMatching, requiredMoney, requiredText } from './rules';

const requiredDate = z.string().superRefine((v, ctx) => {
  if (v.trim() === '') ctx.addIssue({ code: 'custom', message: 'errors.required' });
  else if (!isDate(v)) ctx.addIssue({ code: 'custom', message: 'catalogue.errors.date' });
});

const wholeAtLeastOne = requiredMatching(COUNT_RE, 'catalogue.errors.wholeNumber').refine((v) => v.trim() === '' || !COUNT_RE.test(v.trim()) || Number(v) >= 1, 'catalogue.errors.wholeNumber');

/** Fields both forms share. */
const promoShape = {
  name: requiredText(200),
  code: requiredText(60),
  price: requiredMoney,
  startDate: requiredDate,
  stopDate: requiredDate,
  firstOrder: z.boolean(),
};

interface Period {
  startDate: string;
  stopDate: string;
}
function checkPeriod(v: Period, ctx: z.RefinementCtx) {
  if (isDate(v.startDate) && isDate(v.stopDate) && v.stopDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['stopDate'], message: 'catalogue.errors.stopBeforeStart' });
  }
}

// ── Packages ───────────────────────────────────────────────────────────────────────────────────

export interface PackageItemRow {
  productId: number | null;
  productName: string;
  /** '' while not chosen, and for a product without options. */
  variantId: string;
  /** Known once the product's variants are loaded: a variant must then be chosen. */
  hasOptions: boolean;
  quantity: string;
}

export interface PackageFormValues {
  name: string;
  code: string;
  price: string;
  startDate: string;
  stopDate: string;
  firstOrder: boolean;
  items: PackageItemRow[];
}

export const emptyPackageItem = (): PackageItemRow => ({ productId: null, productName: '', variantId: '', hasOptions: false, quantity: '1' });

export const packageSchema = z
  .object({
    ...promoShape,
    items: z
      .array(
        z.object({
          productId: z.number().nullable(),
          productName: z.string(),
          variantId: z.string(),
          hasOptions: z.boolean(),
          quantity: wholeAtLeastOne,
        }),
      )
      .min(1, 'catalogue.package.noItems'),
  })
  .superRefine((v, ctx) => {
    checkPeriod(v, ctx);
    const seen = new Set<string>();
    v.items.forEach((item, i) => {
      if (item.productId === null) {
        ctx.addIssue({ code: 'custom', path: ['items', i, 'productId'], message: 'catalogue.package.chooseProduct' });
        return;
      }
      if (item.hasOptions && item.variantId === '') {
        ctx.addIssue({ code: 'custom', path: ['items', i, 'variantId'], message: 'catalogue.package.chooseVariant' });
        return;
      }
      const key = `${item.productId}:${item.variantId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['items', i, 'variantId'], message: 'catalogue.package.duplicateItem' });
      seen.add(key);
    });
  }) satisfies z.ZodType<PackageFormValues>;

export const emptyPackageValues = (): PackageFormValues => ({ name: '', code: '', price: '', startDate: '', stopDate: '', firstOrder: false, items: [emptyPackageItem()] });

export function packageValues(p: Package): PackageFormValues {
  return {
    name: p.name,
    code: p.code,
    price: p.price,
    startDate: p.startDate,
    stopDate: p.stopDate,
    firstOrder: p.firstOrder,
    items: p.items.map((it) => ({
      productId: it.productId,
      productName: it.productName,
      variantId: str(it.variantId),
      hasOptions: Boolean(it.variantLabel),
      quantity: String(it.quantity),
    })),
  };
}

export function toPackageInput(v: PackageFormValues, id?: number): PackageInput {
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    code: v.code.trim(),
    price: v.price.trim(),
    startDate: v.startDate,
    stopDate: v.stopDate,
    firstOrder: v.firstOrder,
    items: v.items.map((it) => ({
      productId: it.productId as number,
      ...(it.variantId ? { variantId: Number(it.variantId) } : {}),
      quantity: parseCount(it.quantity) ?? 0,
    })),
  };
}

// ── Combos ─────────────────────────────────────────────────────────────────────────────────────

export interface ComboProductRow {
  id: number;
  name: string;
  coverThumb: string | null;
}

export interface ComboFormValues {
  name: string;
  code: string;
  requiredQuantity: string;
  price: string;
  startDate: string;
  stopDate: string;
  firstOrder: boolean;
  products: ComboProductRow[];
}

export const comboSchema = z
  .object({
    ...promoShape,
    requiredQuantity: wholeAtLeastOne,
    products: z.array(z.object({ id: z.number(), name: z.string(), coverThumb: z.string().nullable() })).min(1, 'catalogue.combo.noProducts'),
  })
  .superRefine(checkPeriod) satisfies z.ZodType<ComboFormValues>;

export const emptyComboValues = (): ComboFormValues => ({ name: '', code: '', requiredQuantity: '', price: '', startDate: '', stopDate: '', firstOrder: false, products: [] });

export function comboValues(c: Combo): ComboFormValues {
  return {
    name: c.name,
    code: c.code,
    requiredQuantity: String(c.requiredQuantity),
    price: c.price,
    startDate: c.startDate,
    stopDate: c.stopDate,
    firstOrder: c.firstOrder,
    // The detail lists its products; an id without a listed product still stays in the combo.
    products: c.productIds.map((id) => {
      const p = c.products.find((x) => x.id === id);
      return { id, name: p?.name ?? `#${id}`, coverThumb: p?.coverThumb ?? null };
    }),
  };
}

export function toComboInput(v: ComboFormValues, id?: number): ComboInput {
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    code: v.code.trim(),
    requiredQuantity: parseCount(v.requiredQuantity) ?? 0,
    price: v.price.trim(),
    startDate: v.startDate,
    stopDate: v.stopDate,
    firstOrder: v.firstOrder,
    productIds: v.products.map((p) => p.id),
  };
}

/** The message of an array field's own error (RHF puts it on `.root` once the array has rows). */
export function arrayError(e: unknown): string | undefined {
  if (!e || typeof e !== 'object') return undefined;
  const err = e as { message?: unknown; root?: { message?: unknown } };
  const m = err.root?.message ?? err.message;
  return typeof m === 'string' ? m : undefined;
}
