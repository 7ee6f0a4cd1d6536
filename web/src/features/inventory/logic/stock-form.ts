/**
 * The bulk stock update form: its rows, its rules (spec §5: Stock In or Out must be chosen, amount > 0,
 * reason required) and the POST /api/inventory/store body built from it. Messages are locale keys.
 */
import { z } from 'zod';
import type { InventoryRow, SelectProduct, SelectVariant, StorePayload } from '../api/types';

export const MSG = {
  type: 'stock.update.errors.type',
  amount: 'stock.update.errors.amount',
  whole: 'stock.update.errors.whole',
  moreThanStock: 'stock.update.errors.moreThanStock',
  reason: 'stock.update.errors.reason',
  branch: 'stock.update.errors.branch',
  noRows: 'stock.update.errors.noRows',
} as const;

const WHOLE_RE = /^\d{1,9}$/;

const rowSchema = z
  .object({
    productId: z.number(),
    productName: z.string(),
    sku: z.string(),
    variantId: z.number().nullable(),
    variantLabel: z.string(),
    /** Units on hand at the chosen branch when the row was added (null: not known). */
    available: z.number().nullable(),
    /** No default: the user must choose (null or '' until then). */
    type: z
      .string()
      .nullable()
      .refine((v): boolean => v === 'in' || v === 'out', MSG.type),
    quantity: z
      .string()
      .trim()
      .min(1, MSG.amount)
      .refine((v) => v === '' || WHOLE_RE.test(v), MSG.whole)
      .refine((v) => !WHOLE_RE.test(v) || Number(v) > 0, MSG.amount),
    reason: z.string().trim().min(1, MSG.reason),
    returnReason: z.string(),
  })
  .superRefine((row, ctx) => {
    if (row.type === 'out' && row.available !== null && WHOLE_RE.test(row.quantity.trim()) && Number(row.quantity) > row.available) {
      ctx.addIssue({ code: 'custom', message: MSG.moreThanStock, path: ['quantity'] });
    }
  });

export const stockFormSchema = z.object({
  branchId: z.string().min(1, MSG.branch),
  items: z.array(rowSchema).min(1, MSG.noRows),
});

export type StockRow = z.infer<typeof rowSchema>;
export type StockFormValues = z.infer<typeof stockFormSchema>;

/** One row per product variant: the key that tells whether it is already on the list. */
export const rowKey = (productId: number, variantId: number | null) => `${productId}:${variantId ?? '-'}`;

function blankRow(base: Pick<StockRow, 'productId' | 'productName' | 'sku' | 'variantId' | 'variantLabel' | 'available'>): StockRow {
  return { ...base, type: null, quantity: '', reason: '', returnReason: '' };
}

export function rowFromSelect(product: SelectProduct, variant: SelectVariant | null): StockRow {
  return blankRow({
    productId: product.productId,
    productName: product.name,
    sku: product.sku,
    variantId: variant?.variantId ?? null,
    variantLabel: variant?.label ?? '',
    available: variant ? variant.quantity : null,
  });
}

export function rowFromInventory(row: InventoryRow): StockRow {
  return blankRow({
    productId: row.productId,
    productName: row.productName,
    sku: row.sku,
    variantId: row.variantId,
    variantLabel: row.variantLabel,
    available: row.quantity,
  });
}

/** The request body; the items keep the rows' order so `items.N.…` errors point back at row N. */
export function buildStorePayload(values: StockFormValues): StorePayload {
  return {
    branchId: Number(values.branchId),
    items: values.items.map((r) => {
      const type = r.type === 'out' ? 'out' : 'in';
      const returnReason = r.returnReason.trim();
      return {
        productId: r.productId,
        variantId: r.variantId,
        type,
        quantity: Number.parseInt(r.quantity.trim(), 10),
        reason: r.reason.trim(),
        returnReason: type === 'out' && returnReason !== '' ? returnReason : null,
      };
    }),
  };
}

const ROW_FIELDS = ['type', 'quantity', 'reason', 'returnReason'] as const;
const ROW_ERROR_RE = /^items\.(\d+)\.(\w+)$/;

export interface SplitErrors {
  /** Form paths (items.N.field, branchId) with their messages. */
  fields: [string, string][];
  /** Row-level messages (e.g. items.N.variantId) by row index. */
  rows: Record<number, string>;
  /** Everything that has no place on the screen. */
  general: string[];
}

/** Sorts a 422's data.errors into what goes next to a field, a row, or above the form. */
export function splitServerErrors(errors: Record<string, string>, rowCount: number): SplitErrors {
  const out: SplitErrors = { fields: [], rows: {}, general: [] };
  for (const [key, raw] of Object.entries(errors)) {
    const message = String(raw);
    if (key === 'branchId') {
      out.fields.push([key, message]);
      continue;
    }
    const m = ROW_ERROR_RE.exec(key);
    const index = m ? Number(m[1]) : -1;
    if (!m || index >= rowCount) {
      out.general.push(message);
    } else if ((ROW_FIELDS as readonly string[]).includes(m[2])) {
      out.fields.push([key, message]);
    } else {
      out.rows[index] = out.rows[index] ? `${out.rows[index]} ${message}` : message;
    }
  }
  return out;
}
