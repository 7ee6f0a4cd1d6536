/**
 * A voucher as GET /api/setup/voucher returns it and POST /api/setup/voucher/store takes it (no id creates;
 * status and usedCount are read-only): the backend's `Voucher` schema (src/lib/api-schema.ts, generated).
 * The capitalised names are the spec's. Money and percentages are decimal strings.
 */
import type { Narrow, Schema, Sent } from '@/lib/schema';

export type VoucherType = 'amount' | 'percent';
export type VoucherStatus = 'ongoing' | 'upcoming' | 'expired' | 'suspended';

/** One schema serves the form's body and the answer: an answer always has `id`, `status` and `usedCount`. */
export type Voucher = Narrow<Sent<Schema<'Voucher'>>, { id: number; Type: VoucherType; status: VoucherStatus; usedCount: number }>;

export type VoucherInput = Narrow<Omit<Schema<'Voucher'>, 'status' | 'usedCount'>, { Type: VoucherType }>;
