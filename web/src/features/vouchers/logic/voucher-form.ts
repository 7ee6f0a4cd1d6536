/**
 * The voucher form: values, the client rules mirroring the server's (backend offers.rs
 * `parse_voucher`), and conversion to and from the API. Messages are locale keys.
 */
import { z } from 'zod';
import type { Voucher, VoucherInput, VoucherType } from '../api/types';
import { hasMinPurchase } from './voucher-display';

export const NAME_MAX = 120;
/** Quota and per-agent limit: 1 to 10,000,000. */
export const COUNT_MAX = 10_000_000;
/** The largest amount the server takes (9,999,999,999.99), in cents. */
const AMOUNT_MAX_CENTS = 999_999_999_999n;
const PERCENT_MAX_CENTS = 10_000n;

const CODE_RE = /^[A-Z0-9_-]{3,30}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface VoucherFormValues {
  name: string;
  code: string;
  type: VoucherType;
  disc: string;
  minPurchase: string;
  quota: string;
  usgLimit: string;
  startDate: string;
  stopDate: string;
  freeShipping: boolean;
  firstOrder: boolean;
  packageOnly: boolean;
}

/** The form field each request field's 422 error belongs to. */
export const SERVER_FIELDS: Record<string, keyof VoucherFormValues> = {
  voucherName: 'name',
  Code: 'code',
  Type: 'type',
  Disc: 'disc',
  MinPurchase: 'minPurchase',
  Quota: 'quota',
  UsgLimit: 'usgLimit',
  StartDate: 'startDate',
  StopDate: 'stopDate',
  freeShipping: 'freeShipping',
  firstOrder: 'firstOrder',
  package: 'packageOnly',
};

/** Splits a 422's `data.errors` into errors of a field on screen and the rest. */
export function placeVoucherErrors(errors: Record<string, unknown> | undefined): { fields: [keyof VoucherFormValues, string][]; other: string[] } {
  const out: { fields: [keyof VoucherFormValues, string][]; other: string[] } = { fields: [], other: [] };
  for (const [key, raw] of Object.entries(errors ?? {})) {
    const field = SERVER_FIELDS[key];
    if (field) out.fields.push([field, String(raw)]);
    else out.other.push(String(raw));
  }
  return out;
}

/** What the server stores: trimmed and in capitals. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
/** 3–30 letters, digits, hyphens or underscores (any case: it is saved in capitals). */
export const isVoucherCode = (code: string) => CODE_RE.test(normaliseCode(code));

/** An amount as typed: thousands commas dropped (the server drops them too), trimmed. */
export const cleanDecimal = (v: string) => v.trim().replace(/,/g, '');

export type DecimalProblem = 'number' | 'decimals' | 'range';

/** Checks a decimal string against 0…max (max in hundredths) with at most 2 decimals; null when fine. */
export function decimalProblem(raw: string, maxCents: bigint): DecimalProblem | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(cleanDecimal(raw));
  if (!m) return 'number';
  // Like the server, trailing zeros do not count: 1.500 is 1.5.
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > 2) return 'decimals';
  const cents = BigInt(m[1] + frac.padEnd(2, '0'));
  return cents > maxCents ? 'range' : null;
}

const isDate = (v: string) => DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A whole number in 1…COUNT_MAX, or null. */
export function parseWhole(v: string): number | null {
  const s = v.trim();
  if (!/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= COUNT_MAX ? n : null;
}

const DECIMAL_MESSAGES: Record<DecimalProblem, string> = {
  number: 'vouchers.errors.number',
  decimals: 'vouchers.errors.decimals',
  range: 'vouchers.errors.amountMax',
};

/**
 * The form's rules. `usedCount`: how often a saved voucher was used already (its quota cannot go
 * below that). Every rule is checked at once, so all the broken ones show together.
 */
export function voucherSchema(usedCount = 0) {
  return z
    .object({
      name: z.string(),
      code: z.string(),
      type: z.enum(['amount', 'percent']),
      disc: z.string(),
      minPurchase: z.string(),
      quota: z.string(),
      usgLimit: z.string(),
      startDate: z.string(),
      stopDate: z.string(),
      freeShipping: z.boolean(),
      firstOrder: z.boolean(),
      packageOnly: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof VoucherFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

      const name = v.name.trim();
      if (name === '') issue('name', 'errors.required');
      else if ([...name].length > NAME_MAX) issue('name', 'vouchers.errors.nameTooLong');

      if (v.code.trim() === '') issue('code', 'errors.required');
      else if (!isVoucherCode(v.code)) issue('code', 'vouchers.errors.code');

      if (v.disc.trim() === '') issue('disc', 'errors.required');
      else {
        const problem = decimalProblem(v.disc, v.type === 'percent' ? PERCENT_MAX_CENTS : AMOUNT_MAX_CENTS);
        if (problem) issue('disc', problem === 'range' && v.type === 'percent' ? 'vouchers.errors.percentMax' : DECIMAL_MESSAGES[problem]);
      }

      if (v.minPurchase.trim() !== '') {
        const problem = decimalProblem(v.minPurchase, AMOUNT_MAX_CENTS);
        if (problem) issue('minPurchase', DECIMAL_MESSAGES[problem]);
      }

      if (v.quota.trim() === '') issue('quota', 'errors.required');
      else {
        const quota = parseWhole(v.quota);
        if (quota === null) issue('quota', 'vouchers.errors.count');
        else if (quota < usedCount) issue('quota', 'vouchers.errors.quotaBelowUse');
      }

      if (v.usgLimit.trim() !== '' && parseWhole(v.usgLimit) === null) issue('usgLimit', 'vouchers.errors.count');

      const start = v.startDate.trim();
      const stop = v.stopDate.trim();
      if (start === '') issue('startDate', 'errors.required');
      else if (!isDate(start)) issue('startDate', 'vouchers.errors.date');
      if (stop === '') issue('stopDate', 'errors.required');
      else if (!isDate(stop)) issue('stopDate', 'vouchers.errors.date');
      else if (isDate(start) && stop < start) issue('stopDate', 'vouchers.errors.stopBeforeStart');
    }) satisfies z.ZodType<VoucherFormValues>;
}

export const emptyVoucherValues = (): VoucherFormValues => ({
  name: '',
  code: '',
  type: 'amount',
  disc: '',
  minPurchase: '',
  quota: '',
  usgLimit: '',
  startDate: '',
  stopDate: '',
  freeShipping: false,
  firstOrder: false,
  packageOnly: false,
});

/** A saved voucher → the form (a minimum purchase of 0 shows as empty: none). */
export function voucherValues(v: Voucher): VoucherFormValues {
  return {
    name: v.voucherName,
    code: v.Code,
    type: v.Type === 'percent' ? 'percent' : 'amount',
    disc: v.Disc,
    minPurchase: hasMinPurchase(v.MinPurchase) ? (v.MinPurchase ?? '') : '',
    quota: String(v.Quota),
    usgLimit: v.UsgLimit == null ? '' : String(v.UsgLimit),
    startDate: v.StartDate,
    stopDate: v.StopDate,
    freeShipping: v.freeShipping,
    firstOrder: v.firstOrder,
    packageOnly: v.package,
  };
}

/** The form → POST /api/setup/voucher/store (no status or usedCount: the server keeps those). */
export function toVoucherInput(v: VoucherFormValues, id?: number): VoucherInput {
  const min = cleanDecimal(v.minPurchase);
  return {
    ...(id ? { id } : {}),
    voucherName: v.name.trim(),
    Type: v.type,
    Code: normaliseCode(v.code),
    Quota: parseWhole(v.quota) ?? 0,
    StartDate: v.startDate.trim(),
    StopDate: v.stopDate.trim(),
    Disc: cleanDecimal(v.disc),
    MinPurchase: min === '' ? null : min,
    UsgLimit: v.usgLimit.trim() === '' ? null : parseWhole(v.usgLimit),
    freeShipping: v.freeShipping,
    firstOrder: v.firstOrder,
    package: v.packageOnly,
  };
}
