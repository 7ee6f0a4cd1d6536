/** The Totals box: which rows, in which order, and what changed when the server's total moved. */
import type { Totals } from '../api/types';
import { isZeroMoney, sameMoney } from './money';

export type TotalsRowKey = 'subTotal' | 'discount' | 'shipping' | 'serviceFee' | 'tax' | 'grandTotal';

export interface TotalsRow {
  key: TotalsRowKey;
  amount: string;
  /** the discount is taken off */
  negative: boolean;
  /** shipping is free (0 with a free-shipping voucher) */
  free: boolean;
}

const MONEY_ROWS: TotalsRowKey[] = ['subTotal', 'discount', 'shipping', 'serviceFee', 'tax', 'grandTotal'];

/** The money rows. Discount and service fee only when there is one; shipping says "Free" when a voucher made it so. */
export function totalsRows(t: Totals): TotalsRow[] {
  return MONEY_ROWS.filter((key) => !((key === 'discount' || key === 'serviceFee') && isZeroMoney(t[key]))).map((key) => ({
    key,
    amount: t[key],
    negative: key === 'discount',
    free: key === 'shipping' && isZeroMoney(t.shipping) && Boolean(t.voucher?.freeShipping),
  }));
}

/** The money rows whose amount differs between two quotes (for "the total changed" dialog). */
export function changedRows(before: Totals | null | undefined, after: Totals): TotalsRowKey[] {
  if (!before) return [];
  return MONEY_ROWS.filter((key) => !sameMoney(before[key], after[key]));
}
