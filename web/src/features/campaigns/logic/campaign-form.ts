/**
 * The campaign form: its values, the client rules mirroring the server's (backend campaigns/api.rs
 * `checked_form`), and the multipart form sent to /game/campaign/store and /edit. Messages are locale keys.
 */
import { z } from 'zod';
import type { Campaign, RewardFrequency, RewardType } from '../api/types';

export const TITLE_MAX = 150;
export const DESC_MAX = 5000;
export const TNC_MAX = 10000;
export const MAX_POINTS = 999_999_999;
export const MAX_REDEEM = 10_000_000;
export const PER_AGENT_MAX = 10_000;
export const QUANTITY_MAX = 10_000;
export const VALID_DAYS_MAX = 366;
export const DEFAULT_VALID_DAYS = '30';
const MONEY_MAX = 9_999_999_999.99;

export interface CampaignFormValues {
  gameTitle: string;
  gameDesc: string;
  gameTnc: string;
  rewardType: RewardType;
  rewardName: string;
  /** The chosen product (product rewards), with its name to show. */
  productId: number | null;
  productName: string;
  rewardQuantity: string;
  voucherKind: 'amount' | 'percent';
  voucherDiscount: string;
  voucherMinPurchase: string;
  voucherValidDays: string;
  cashAmount: string;
  pointRequired: string;
  startDate: string;
  endDate: string;
  /** Blank: no overall limit. */
  maxRedeem: string;
  /** Blank: no limit per agent. */
  perAgentLimit: string;
  /** '': over the whole campaign. */
  rewardFrequency: '' | RewardFrequency;
  /** Checked tier ids (none: every tier). */
  tierIds: string[];
  /** The campaign this one continues ('' none). */
  previous: string;
}

/** The form's fields a 422's errors are placed on (the server names them the same; `image1` is the banner's). */
export const FORM_FIELDS = [
  'gameTitle', 'gameDesc', 'gameTnc', 'rewardType', 'rewardName', 'productId', 'rewardQuantity', 'voucherKind', 'voucherDiscount',
  'voucherMinPurchase', 'voucherValidDays', 'cashAmount', 'pointRequired', 'startDate', 'endDate', 'maxRedeem', 'perAgentLimit',
  'rewardFrequency', 'tierIds', 'previous',
] as const satisfies readonly (keyof CampaignFormValues)[];

export const emptyCampaignValues = (): CampaignFormValues => ({
  gameTitle: '',
  gameDesc: '',
  gameTnc: '',
  rewardType: 'product',
  rewardName: '',
  productId: null,
  productName: '',
  rewardQuantity: '1',
  voucherKind: 'amount',
  voucherDiscount: '',
  voucherMinPurchase: '',
  voucherValidDays: DEFAULT_VALID_DAYS,
  cashAmount: '',
  pointRequired: '',
  startDate: '',
  endDate: '',
  maxRedeem: '',
  perAgentLimit: '',
  rewardFrequency: '',
  tierIds: [],
  previous: '',
});

/** "150.00" → "150", "12.50" → "12.5": how a saved decimal is shown for editing. */
const trimDecimal = (v: string | null | undefined) => (v == null ? '' : v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** A saved campaign as form values. */
export function campaignValues(c: Campaign): CampaignFormValues {
  return {
    gameTitle: c.gameTitle,
    gameDesc: c.gameDesc ?? '',
    gameTnc: c.gameTnc ?? '',
    rewardType: c.rewardType,
    rewardName: c.rewardName,
    productId: c.productId ?? null,
    productName: c.productName ?? '',
    rewardQuantity: String(c.rewardQuantity || 1),
    voucherKind: c.voucherKind === 'percent' ? 'percent' : 'amount',
    voucherDiscount: trimDecimal(c.voucherDiscount),
    voucherMinPurchase: c.voucherMinPurchase && Number(c.voucherMinPurchase) > 0 ? trimDecimal(c.voucherMinPurchase) : '',
    voucherValidDays: String(c.voucherValidDays || DEFAULT_VALID_DAYS),
    cashAmount: trimDecimal(c.cashAmount),
    pointRequired: trimDecimal(c.pointRequired),
    startDate: c.startDate,
    endDate: c.endDate,
    maxRedeem: c.maxRedeem == null ? '' : String(c.maxRedeem),
    perAgentLimit: c.perAgentLimit == null ? '' : String(c.perAgentLimit),
    rewardFrequency: (c.rewardFrequency ?? '') as CampaignFormValues['rewardFrequency'],
    tierIds: c.tierIds.map(String),
    previous: c.previous == null ? '' : String(c.previous),
  };
}

const clean = (v: string) => v.trim().replace(/,/g, '');

/** A decimal ≥ 0 with at most `scale` decimals and at most `max`; the problem as a locale key, or null. */
export function decimalProblem(raw: string, scale: number, max: number): string | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(clean(raw));
  if (!m) return 'campaigns.errors.number';
  if ((m[2] ?? '').length > scale) return scale === 0 ? 'campaigns.errors.noDecimals' : 'campaigns.errors.decimals';
  return Number(clean(raw)) > max ? 'campaigns.errors.tooLarge' : null;
}

/** A whole number in min…max, or null. */
export function parseWhole(v: string, min: number, max: number): number | null {
  const s = v.trim();
  if (!/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The rules; `moneyScale`: the company currency's decimals (RM 2, Rp 0). Every broken rule shows at once. */
export function campaignSchema(moneyScale = 2) {
  return z
    .object({
      gameTitle: z.string(),
      gameDesc: z.string(),
      gameTnc: z.string(),
      rewardType: z.enum(['product', 'voucher', 'cash', 'prize']),
      rewardName: z.string(),
      productId: z.number().nullable(),
      productName: z.string(),
      rewardQuantity: z.string(),
      voucherKind: z.enum(['amount', 'percent']),
      voucherDiscount: z.string(),
      voucherMinPurchase: z.string(),
      voucherValidDays: z.string(),
      cashAmount: z.string(),
      pointRequired: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      maxRedeem: z.string(),
      perAgentLimit: z.string(),
      rewardFrequency: z.enum(['', 'daily', 'weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly']),
      tierIds: z.array(z.string()),
      previous: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof CampaignFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!v.gameTitle.trim()) issue('gameTitle', 'errors.required');
      else if (v.gameTitle.trim().length > TITLE_MAX) issue('gameTitle', 'campaigns.errors.tooLong150');
      if (v.gameDesc.trim().length > DESC_MAX) issue('gameDesc', 'campaigns.errors.tooLongDesc');
      if (v.gameTnc.trim().length > TNC_MAX) issue('gameTnc', 'campaigns.errors.tooLongTnc');
      if (!v.rewardName.trim()) issue('rewardName', 'errors.required');
      else if (v.rewardName.trim().length > TITLE_MAX) issue('rewardName', 'campaigns.errors.tooLong150');

      if (!v.pointRequired.trim()) issue('pointRequired', 'errors.required');
      else {
        const p = decimalProblem(v.pointRequired, 2, MAX_POINTS);
        if (p) issue('pointRequired', p);
        else if (Number(clean(v.pointRequired)) <= 0) issue('pointRequired', 'campaigns.errors.positive');
      }

      if (!isDate(v.startDate)) issue('startDate', 'errors.required');
      if (!isDate(v.endDate)) issue('endDate', 'errors.required');
      else if (isDate(v.startDate) && v.endDate < v.startDate) issue('endDate', 'campaigns.errors.endBeforeStart');

      if (v.maxRedeem.trim() && parseWhole(v.maxRedeem, 1, MAX_REDEEM) === null) issue('maxRedeem', 'campaigns.errors.maxRedeem');
      if (v.perAgentLimit.trim() && parseWhole(v.perAgentLimit, 1, PER_AGENT_MAX) === null) issue('perAgentLimit', 'campaigns.errors.perAgentLimit');

      if (v.rewardType === 'product') {
        if (!v.productId) issue('productId', 'campaigns.errors.product');
        if (parseWhole(v.rewardQuantity, 1, QUANTITY_MAX) === null) issue('rewardQuantity', 'campaigns.errors.quantity');
      }
      if (v.rewardType === 'voucher') {
        const percent = v.voucherKind === 'percent';
        if (!v.voucherDiscount.trim()) issue('voucherDiscount', 'errors.required');
        else {
          const p = decimalProblem(v.voucherDiscount, percent ? 2 : moneyScale, percent ? 100 : MONEY_MAX);
          if (p) issue('voucherDiscount', p === 'campaigns.errors.tooLarge' && percent ? 'campaigns.errors.percentMax' : p);
          else if (Number(clean(v.voucherDiscount)) <= 0) issue('voucherDiscount', 'campaigns.errors.positive');
        }
        if (v.voucherMinPurchase.trim()) {
          const p = decimalProblem(v.voucherMinPurchase, moneyScale, MONEY_MAX);
          if (p) issue('voucherMinPurchase', p);
        }
        if (parseWhole(v.voucherValidDays, 1, VALID_DAYS_MAX) === null) issue('voucherValidDays', 'campaigns.errors.validDays');
      }
      if (v.rewardType === 'cash') {
        if (!v.cashAmount.trim()) issue('cashAmount', 'errors.required');
        else {
          const p = decimalProblem(v.cashAmount, moneyScale, MONEY_MAX);
          if (p) issue('cashAmount', p);
          else if (Number(clean(v.cashAmount)) <= 0) issue('cashAmount', 'campaigns.errors.positive');
        }
      }
    });
}

/**
 * The multipart form of /game/campaign/store (no id) and /edit (with id). Only the chosen reward type's
 * fields are sent; a blank optional field is left out (the server reads a missing one as none: on edit
 * every field is replaced). `image1` only when a new banner is chosen (edit keeps the old one otherwise).
 */
export function toCampaignForm(v: CampaignFormValues, options: { id?: number; image?: File | null } = {}): FormData {
  const form = new FormData();
  const put = (name: string, value: string | null | undefined) => {
    const s = (value ?? '').trim();
    if (s !== '') form.append(name, s);
  };
  if (options.id != null) form.append('id', String(options.id));
  put('gameTitle', v.gameTitle);
  put('gameDesc', v.gameDesc);
  put('gameTnc', v.gameTnc);
  put('rewardType', v.rewardType);
  put('rewardName', v.rewardName);
  if (v.rewardType === 'product') {
    put('productId', v.productId ? String(v.productId) : '');
    put('rewardQuantity', v.rewardQuantity);
  } else if (v.rewardType === 'voucher') {
    put('voucherKind', v.voucherKind);
    put('voucherDiscount', clean(v.voucherDiscount));
    put('voucherMinPurchase', clean(v.voucherMinPurchase));
    put('voucherValidDays', v.voucherValidDays);
  } else if (v.rewardType === 'cash') {
    put('cashAmount', clean(v.cashAmount));
  }
  put('pointRequired', clean(v.pointRequired));
  put('startDate', v.startDate);
  put('endDate', v.endDate);
  put('maxRedeem', v.maxRedeem);
  put('perAgentLimit', v.perAgentLimit);
  put('rewardFrequency', v.rewardFrequency);
  put('tierIds', v.tierIds.join(','));
  put('previous', v.previous);
  if (options.image) form.append('image1', options.image);
  return form;
}
