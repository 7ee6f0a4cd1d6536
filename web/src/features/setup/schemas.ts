/**
 * Client-side rules for the company setup forms: the same rules the server applies (docs/api-setup.md),
 * so most mistakes are caught before a round trip. Messages are locale keys (shown through errorText).
 * Form values are strings (what the inputs hold); the `to…Input` helpers turn them into request bodies.
 */
import { z } from 'zod';
import type { Permission } from '@/lib/types';
import type { CompanyInput, RegulatoryInput } from './api/company';
import type { ContentInput, ContentKind } from './api/content';
import type { TierInput } from './api/tiers';
import {
  BENEFIT_KEYS,
  NETWORK_FIELDS,
  type CommissionRank,
  type CompanyFeatures,
  type CompanyNetwork,
  type FeaturesInput,
  type MoqType,
  type OrderingLevel,
  type Tier,
} from './api/types';

export const HEX_RE = /^#[0-9a-fA-F]{6}$/;
/** LHDN TIN: a type prefix (C, IG, D, …) followed by digits, or a 12-digit NRIC. */
export const TIN_RE = /^(?:[A-Z]{1,2}\d{8,13}|\d{12})$/;
export const DECIMAL_RE = /^\d{1,13}(?:\.\d{1,2})?$/;
export const INTEGER_RE = /^\d{1,9}$/;
export const PREFIX_RE = /^[A-Z0-9]{2,6}$/;
export const MY_POSTCODE_RE = /^\d{5}$/;
export const PHONE_RE = /^\d{6,15}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_BOOKING_MINUTES = 12 * 60 + 59; // 779
export const BOOKING_TOO_LONG = 'setup.features.bookingTooLong';

const blank = (v: string) => v.trim() === '';
const required = z.string().trim().min(1, 'errors.required');
const optional = z.string();
const optionalMatching = (re: RegExp, message: string) => z.string().refine((v) => blank(v) || re.test(v.trim()), message);
const decimal = optionalMatching(DECIMAL_RE, 'setup.errors.decimal');
const percent = decimal.refine((v) => blank(v) || Number(v) <= 100, 'setup.errors.percent');
const integer = optionalMatching(INTEGER_RE, 'setup.errors.integer');
const requiredInteger = z.string().refine((v) => !blank(v), 'errors.required').pipe(integer);
const email = z.string().trim().min(1, 'errors.required').refine((v) => EMAIL_RE.test(v), 'errors.invalidEmail');

/** '' → null, otherwise the trimmed text. */
export function orNull(v: string | null | undefined): string | null {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
}
/** '' → null, otherwise the whole number. */
export function intOrNull(v: string | null | undefined): number | null {
  const t = (v ?? '').trim();
  return t === '' ? null : Number.parseInt(t, 10);
}
const str = (v: string | number | null | undefined) => (v == null ? '' : String(v));
/** `{ [key]: value(key) }` for each key. */
function byField<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;
}

// ── Colours ────────────────────────────────────────────────────────────────────────────────────
export const isHexColour = (v: string) => HEX_RE.test(v.trim());
export const hexColour = z.string().trim().refine(isHexColour, 'setup.errors.hex');
export const themeSchema = z.object({ primaryColor: hexColour, secondaryColor: hexColour });
export type ThemeValues = z.infer<typeof themeSchema>;

// ── Company details and regulatory ─────────────────────────────────────────────────────────────
export const COMPANY_FIELDS = [
  'companyName', 'orgId', 'companyRoc', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state', 'country',
  'province', 'regency', 'district', 'village', 'phoneCode', 'phone', 'email',
  'bankCountry', 'bankCode', 'bankAccountNumber', 'bankAccountName', 'prefixName',
] as const satisfies readonly (keyof CompanyInput)[];
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export function companySchema(currency: 'MYR' | 'IDR') {
  return z.object({
    companyName: required,
    orgId: optional,
    companyRoc: optional,
    addressLine1: optional,
    addressLine2: optional,
    postcode: currency === 'MYR' ? optionalMatching(MY_POSTCODE_RE, 'setup.errors.postcode') : optional,
    city: optional,
    state: optional,
    country: optional,
    province: optional,
    regency: optional,
    district: optional,
    village: optional,
    phoneCode: optional,
    phone: optionalMatching(PHONE_RE, 'setup.errors.phone'),
    email,
    bankCountry: optional,
    bankCode: optional,
    bankAccountNumber: optionalMatching(/^\d{5,20}$/, 'setup.errors.accountNumber'),
    bankAccountName: optional,
    prefixName: z.string().trim().refine((v) => PREFIX_RE.test(v), 'setup.errors.prefix'),
  }) satisfies z.ZodType<Record<CompanyField, string>>;
}
export type CompanyValues = Record<CompanyField, string>;

export function companyValues(c: Partial<Record<CompanyField, string | null>>): CompanyValues {
  return Object.fromEntries(COMPANY_FIELDS.map((f) => [f, str(c[f])])) as CompanyValues;
}
export function toCompanyInput(v: CompanyValues): CompanyInput {
  const out = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, orNull(v[f])])) as Record<CompanyField, string | null>;
  return { ...out, companyName: v.companyName.trim(), prefixName: v.prefixName.trim() };
}

export const REGULATORY_FIELDS = ['tin', 'msicCode', 'taxPercentage', 'sstNumber'] as const;
export const regulatorySchema = z.object({
  tin: optionalMatching(TIN_RE, 'setup.errors.tin'),
  msicCode: optionalMatching(/^\d{5}$/, 'setup.errors.msic'),
  taxPercentage: percent,
  sstNumber: optionalMatching(/^[A-Za-z0-9-]{1,35}$/, 'setup.errors.sst'),
});
export type RegulatoryValues = z.infer<typeof regulatorySchema>;
export const toRegulatoryInput = (v: RegulatoryValues): RegulatoryInput => ({
  tin: orNull(v.tin),
  msicCode: orNull(v.msicCode),
  taxPercentage: orNull(v.taxPercentage),
  sstNumber: v.sstNumber.trim().toUpperCase(),
});

// ── Branches ───────────────────────────────────────────────────────────────────────────────────
export const BRANCH_FIELDS = ['name', 'code', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state', 'phoneCode', 'phone'] as const;
export const branchSchema = z.object({
  name: required,
  code: optional,
  addressLine1: optional,
  addressLine2: optional,
  postcode: optional,
  city: optional,
  state: optional,
  phoneCode: optional,
  phone: optionalMatching(PHONE_RE, 'setup.errors.phone'),
});
export type BranchValues = z.infer<typeof branchSchema>;

// ── Staff ──────────────────────────────────────────────────────────────────────────────────────
export const STAFF_FIELDS = ['email', 'firstName', 'lastName', 'permissions'] as const;
export const inviteSchema = z.object({
  email,
  firstName: required,
  lastName: optional,
  permissions: z.array(z.string()),
});
export const staffEditSchema = inviteSchema.extend({ email: optional });
export type StaffValues = z.infer<typeof inviteSchema>;
export const toPermissions = (p: string[]) => p as Permission[];

// ── Tiers ──────────────────────────────────────────────────────────────────────────────────────
export const TIER_UNIT_FIELDS = ['minOrderUnit', 'firstOrderMinUnit', 'personalSalesUnit', 'groupSalesUnit', 'tpgsUnit'] as const;
export const TIER_AMOUNT_FIELDS = [
  'minOrderAmount', 'firstOrderMinAmount', 'personalSalesAmount', 'groupSalesAmount', 'tpgsAmount',
  'recruitComm', 'introducerBonus', 'teamMemberSalesThreshold',
] as const;
export const TIER_PERCENT_FIELDS = ['helperPercen', 'leadership', 'overridingCommission'] as const;
export const TIER_FIELDS = ['levelName', 'rankNumber', ...TIER_UNIT_FIELDS, ...TIER_AMOUNT_FIELDS, ...TIER_PERCENT_FIELDS, 'inactiveStatus'] as const;

/** `takenRanks`: the rank numbers of the other tiers (a duplicate is refused, as the server does). */
export function tierSchema(takenRanks: readonly number[] = []) {
  return z.object({
    levelName: required,
    rankNumber: z
      .string()
      .trim()
      .min(1, 'errors.required')
      .refine((v) => /^\d{1,4}$/.test(v) && Number(v) >= 1, 'setup.errors.rankNumber')
      .refine((v) => !takenRanks.includes(Number(v)), 'setup.tiers.rankTaken'),
    ...Object.fromEntries(TIER_UNIT_FIELDS.map((f) => [f, integer])),
    ...Object.fromEntries(TIER_AMOUNT_FIELDS.map((f) => [f, decimal])),
    ...Object.fromEntries(TIER_PERCENT_FIELDS.map((f) => [f, percent])),
    inactiveStatus: z.boolean(),
  }) as unknown as z.ZodType<TierValues, TierValues>;
}
export type TierValues = { levelName: string; rankNumber: string; inactiveStatus: boolean } & Record<
  (typeof TIER_UNIT_FIELDS)[number] | (typeof TIER_AMOUNT_FIELDS)[number] | (typeof TIER_PERCENT_FIELDS)[number],
  string
>;

export function tierValues(t: Partial<Tier> | null): TierValues {
  const v: Record<string, string | boolean> = { levelName: t?.levelName ?? '', rankNumber: str(t?.rankNumber), inactiveStatus: t?.inactiveStatus ?? false };
  for (const f of [...TIER_UNIT_FIELDS, ...TIER_AMOUNT_FIELDS, ...TIER_PERCENT_FIELDS]) v[f] = str(t?.[f]);
  return v as TierValues;
}

/** Units are whole numbers; amounts and percentages stay decimal strings (the document's types). */
export function toTierInput(v: TierValues, levelId?: number): TierInput {
  return {
    ...(levelId ? { level_id: levelId } : {}),
    levelName: v.levelName.trim(),
    rankNumber: Number(v.rankNumber),
    inactiveStatus: v.inactiveStatus,
    ...byField(TIER_UNIT_FIELDS, (f) => intOrNull(v[f])),
    ...byField([...TIER_AMOUNT_FIELDS, ...TIER_PERCENT_FIELDS], (f) => orNull(v[f])),
  };
}

export const sortTiers = (tiers: readonly Tier[]) => [...tiers].sort((a, b) => a.rankNumber - b.rankNumber);

// ── Commission ranks ───────────────────────────────────────────────────────────────────────────
const RANK_DECIMALS = ['personal_sales', 'total_personal_group_sales', 'side_group_sales'] as const;
const RANK_PERCENTS = ['commission', 'personal_level_commission'] as const;

export const rankRowSchema = z.object({
  id: z.number().nullable(),
  commission_name: required,
  ...Object.fromEntries(RANK_DECIMALS.map((f) => [f, decimal])),
  ...Object.fromEntries(RANK_PERCENTS.map((f) => [f, percent])),
  is_leadership: z.boolean(),
  ...Object.fromEntries(BENEFIT_KEYS.map((f) => [f, optional])),
}) as unknown as z.ZodType<RankValues, RankValues>;

export type RankValues = { id: number | null; commission_name: string; is_leadership: boolean } & Record<
  (typeof RANK_DECIMALS)[number] | (typeof RANK_PERCENTS)[number] | (typeof BENEFIT_KEYS)[number],
  string
>;

/** Every rank valid, and no two ranks with the same name (case and spaces ignored). */
export const ranksSchema = z
  .object({ ranks: z.array(rankRowSchema) })
  .superRefine(({ ranks }, ctx) => {
    const seen = new Map<string, number>();
    ranks.forEach((r, i) => {
      const key = r.commission_name.trim().toLowerCase();
      if (!key) return;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['ranks', i, 'commission_name'], message: 'setup.ranks.duplicate' });
      else seen.set(key, i);
    });
  });
export type RanksValues = { ranks: RankValues[] };

export function rankValues(r: Partial<CommissionRank> | null): RankValues {
  const v: Record<string, unknown> = { id: r?.id ?? null, commission_name: r?.commission_name ?? '', is_leadership: r?.is_leadership ?? false };
  for (const f of [...RANK_DECIMALS, ...RANK_PERCENTS, ...BENEFIT_KEYS]) v[f] = str(r?.[f]);
  return v as RankValues;
}
export function toRankInput(v: RankValues): CommissionRank {
  return {
    id: v.id,
    commission_name: v.commission_name.trim(),
    is_leadership: v.is_leadership,
    ...byField([...RANK_DECIMALS, ...RANK_PERCENTS], (f) => orNull(v[f])),
    ...byField(BENEFIT_KEYS, (f) => v[f].trim()),
  };
}
/** Server errors on the ranks list arrive as "ranks.2.commission" (or "ranks[2].commission"). */
export function rankErrorPath(key: string): `ranks.${number}.${string}` | null {
  const m = /^ranks(?:\.|\[)(\d+)\]?\.(\w+)$/.exec(key);
  return m ? (`ranks.${Number(m[1])}.${m[2]}` as `ranks.${number}.${string}`) : null;
}

// ── Control features ───────────────────────────────────────────────────────────────────────────
export const FEATURE_SWITCHES = [
  'manualReceipt', 'showStock', 'incomeStatement', 'selfPickup', 'firstOrder', 'firstOrderPackage', 'cp58Feature',
  'showHidePreorder', 'storeStatus', 'koopStatus', 'affiliateStatus', 'allLevel', 'allLevelStatus', 'showAmountSnR', 'orderCompany',
] as const satisfies readonly (keyof CompanyFeatures)[];
type SwitchField = (typeof FEATURE_SWITCHES)[number];

/** Total booking minutes from the hours and minutes inputs (blank both → null). */
export function bookingTotal(hours: string, minutes: string): number | null {
  if (blank(hours) && blank(minutes)) return null;
  return (blank(hours) ? 0 : Number(hours)) * 60 + (blank(minutes) ? 0 : Number(minutes));
}
export function splitBooking(total: number | null | undefined): { hours: string; minutes: string } {
  if (total == null) return { hours: '', minutes: '' };
  return { hours: String(Math.floor(total / 60)), minutes: String(total % 60) };
}

export const featuresSchema = z
  .object({
    ...(Object.fromEntries(FEATURE_SWITCHES.map((f) => [f, z.boolean()])) as Record<SwitchField, z.ZodBoolean>),
    orderingLevel: z.enum(['hq', 'upline', 'both']),
    moqType: z.enum(['unit', 'amount']),
    firstOrderMinutes: requiredInteger,
    inactivePeriodMonths: requiredInteger,
    inactiveAgentLimit: integer,
    bookingHours: integer,
    bookingMinutes: optionalMatching(/^\d{1,2}$/, 'setup.errors.integer').refine((v) => blank(v) || Number(v) <= 59, 'setup.features.minutesRange'),
  })
  .superRefine((v, ctx) => {
    if (!INTEGER_RE.test(v.bookingHours || '0') || !/^\d{1,2}$/.test(v.bookingMinutes || '0') || Number(v.bookingMinutes || 0) > 59) return;
    const total = bookingTotal(v.bookingHours, v.bookingMinutes);
    if (total !== null && total > MAX_BOOKING_MINUTES) ctx.addIssue({ code: 'custom', path: ['bookingHours'], message: BOOKING_TOO_LONG });
  });
export type FeaturesValues = Record<SwitchField, boolean> & {
  orderingLevel: OrderingLevel;
  moqType: MoqType;
  firstOrderMinutes: string;
  inactivePeriodMonths: string;
  inactiveAgentLimit: string;
  bookingHours: string;
  bookingMinutes: string;
};

export function featuresValues(f: CompanyFeatures): FeaturesValues {
  const { hours, minutes } = splitBooking(f.bookingTimeMinutes);
  const switches = Object.fromEntries(FEATURE_SWITCHES.map((k) => [k, Boolean(f[k])])) as Record<SwitchField, boolean>;
  return {
    ...switches,
    orderingLevel: f.orderingLevel ?? 'hq',
    moqType: f.moqType ?? 'unit',
    firstOrderMinutes: str(f.firstOrderMinutes),
    inactivePeriodMonths: str(f.inactivePeriodMonths),
    inactiveAgentLimit: str(f.inactiveAgentLimit),
    bookingHours: hours,
    bookingMinutes: minutes,
  };
}
export function toFeaturesInput(v: FeaturesValues): FeaturesInput {
  const { bookingHours, bookingMinutes, ...rest } = v;
  return {
    ...rest,
    // The server takes whole numbers: the form requires the first two; a blank limit or booking
    // time is none (0).
    firstOrderMinutes: intOrNull(v.firstOrderMinutes) ?? 0,
    inactivePeriodMonths: intOrNull(v.inactivePeriodMonths) ?? 0,
    inactiveAgentLimit: intOrNull(v.inactiveAgentLimit) ?? 0,
    bookingTimeMinutes: bookingTotal(bookingHours, bookingMinutes) ?? 0,
  };
}

// ── Notifications ──────────────────────────────────────────────────────────────────────────────
export const notificationEmailSchema = z.object({ email });

// ── Network links ──────────────────────────────────────────────────────────────────────────────
export function isHttpsLink(v: string): boolean {
  const t = v.trim();
  if (t === '') return true;
  if (!/^https:\/\/\S+$/i.test(t)) return false;
  try {
    return new URL(t).hostname.includes('.');
  } catch {
    return false;
  }
}
export const networkSchema = z.object(
  Object.fromEntries(NETWORK_FIELDS.map((f) => [f, z.string().refine(isHttpsLink, 'setup.errors.https')])) as Record<
    (typeof NETWORK_FIELDS)[number],
    z.ZodString
  >,
);
export type NetworkValues = Record<(typeof NETWORK_FIELDS)[number], string>;
export const networkValues = (n: Partial<CompanyNetwork> | undefined): NetworkValues =>
  Object.fromEntries(NETWORK_FIELDS.map((f) => [f, n?.[f] ?? ''])) as NetworkValues;
export const toNetworkInput = (v: NetworkValues): CompanyNetwork =>
  Object.fromEntries(NETWORK_FIELDS.map((f) => [f, v[f].trim()])) as CompanyNetwork;

// ── Content per tier ───────────────────────────────────────────────────────────────────────────
/** The tier select holds '' for "All tiers" (sent as null). */
export const tierIdFromSelect = (v: string): number | null => (v === '' ? null : Number(v));
export const tierIdToSelect = (v: number | null | undefined): string => (v == null ? '' : String(v));
export const termsSchema = z.object({ tierId: z.string(), content: required });
export const greetingSchema = z.object({ tierId: z.string(), subject: required, detail: required });
export const faqSchema = z.object({ tierId: z.string(), question: required, answer: required });

/** The content dialog's values (trimmed; the tier as the select holds it) → POST /api/setup/{kind}/store. */
export function contentInput(kind: ContentKind, v: Record<string, string>, id?: number): ContentInput {
  const base = { ...(id ? { id } : {}), tierId: tierIdFromSelect(v.tierId) };
  switch (kind) {
    case 'tnc':
      return { kind, body: { ...base, content: v.content.trim() } };
    case 'greeting':
      return { kind, body: { ...base, subject: v.subject.trim(), detail: v.detail.trim() } };
    case 'faq':
      return { kind, body: { ...base, question: v.question.trim(), answer: v.answer.trim() } };
  }
}

// ── Theme images ───────────────────────────────────────────────────────────────────────────────
/** JPEG/PNG ≤ 2 MB, as the server checks; returns a locale key or null. */
export function imageProblem(file: Pick<File, 'type' | 'size'>, maxBytes = 2 * 1024 * 1024): string | null {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return 'setup.theme.badType';
  if (file.size > maxBytes) return 'setup.theme.tooLarge';
  return null;
}

// ── Helpline ───────────────────────────────────────────────────────────────────────────────────
/** '+60' + '12-345 6789' → '60123456789' (for tel: and wa.me). */
export function phoneDigits(code: string | null | undefined, phone: string | null | undefined): string {
  const c = (code ?? '').replace(/\D/g, '');
  let p = (phone ?? '').replace(/\D/g, '');
  if (!p) return '';
  if (c && p.startsWith(c)) return p;
  if (c) p = p.replace(/^0+/, '');
  return c + p;
}
export const telHref = (digits: string) => `tel:+${digits}`;
export const whatsappHref = (digits: string) => `https://wa.me/${digits}`;
export const mailtoHref = (email: string) => `mailto:${email.trim()}`;
