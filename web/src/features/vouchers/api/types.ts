/**
 * A voucher as GET /api/setup/voucher returns it (backend features/setup/api/offers.rs `Voucher`;
 * the capitalised names are the spec's). Money and percentages are decimal strings.
 */
export type VoucherType = 'amount' | 'percent';
export type VoucherStatus = 'ongoing' | 'upcoming' | 'expired' | 'suspended';

export interface Voucher {
  id: number;
  voucherName: string;
  /** amount: a fixed discount; percent: of the sub total. */
  Type: VoucherType;
  Code: string;
  /** How many times it can be used in all. */
  Quota: number;
  /** YYYY-MM-DD, from the start of that day in Kuala Lumpur. */
  StartDate: string;
  /** YYYY-MM-DD, to the end of that day in Kuala Lumpur. */
  StopDate: string;
  /** The discount: an amount, or a percent for type percent ("10.00"). */
  Disc: string;
  MinPurchase: string | null;
  /** How many times one agent may use it; null: no limit. */
  UsgLimit: number | null;
  freeShipping: boolean;
  firstOrder: boolean;
  /** Only for package orders. */
  package: boolean;
  status: VoucherStatus;
  usedCount: number;
}

/** POST /api/setup/voucher/store: the same fields without status and usedCount (read-only); no id creates. */
export interface VoucherInput {
  id?: number;
  voucherName: string;
  Type: VoucherType;
  Code: string;
  Quota: number;
  StartDate: string;
  StopDate: string;
  Disc: string;
  MinPurchase: string | null;
  UsgLimit: number | null;
  freeShipping: boolean;
  firstOrder: boolean;
  package: boolean;
}
