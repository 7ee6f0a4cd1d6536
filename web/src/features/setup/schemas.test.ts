import { describe, expect, it } from 'vitest';
import en from '@/locales/en/translation.json';
import type { CompanyFeatures, Tier } from './api/types';
import {
  BOOKING_TOO_LONG,
  MAX_BOOKING_MINUTES,
  bookingTotal,
  companySchema,
  companyValues,
  faqSchema,
  featuresSchema,
  featuresValues,
  imageProblem,
  isHexColour,
  isHttpsLink,
  networkSchema,
  networkValues,
  phoneDigits,
  rankErrorPath,
  rankValues,
  ranksSchema,
  regulatorySchema,
  toRegulatoryInput,
  sortTiers,
  splitBooking,
  themeSchema,
  tierIdFromSelect,
  tierIdToSelect,
  tierSchema,
  tierValues,
  toFeaturesInput,
  toTierInput,
  whatsappHref,
} from './schemas';

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
}

const FEATURES: CompanyFeatures = {
  manualReceipt: true, showStock: false, incomeStatement: true, selfPickup: false, firstOrder: false, firstOrderPackage: false,
  firstOrderMinutes: 30, orderingLevel: 'hq', bookingTimeMinutes: 120, moqType: 'unit', inactivePeriodMonths: 3, inactiveAgentLimit: 0,
  cp58Feature: false, showHidePreorder: false, storeStatus: false, koopStatus: false, affiliateStatus: false, allLevel: false,
  allLevelStatus: false, showAmountSnR: false, orderCompany: false,
};

describe('booking time', () => {
  it('uses the server message word for word', () => {
    expect(en.setup.features.bookingTooLong).toBe('Booking time can be at most 12 hours 59 minutes.');
    expect(BOOKING_TOO_LONG).toBe('setup.features.bookingTooLong');
    expect(MAX_BOOKING_MINUTES).toBe(779);
  });
  it('splits and joins hours and minutes', () => {
    expect(splitBooking(779)).toEqual({ hours: '12', minutes: '59' });
    expect(splitBooking(null)).toEqual({ hours: '', minutes: '' });
    expect(bookingTotal('2', '5')).toBe(125);
    expect(bookingTotal('', '')).toBeNull();
    expect(bookingTotal('', '45')).toBe(45);
  });
  it('accepts 12 h 59 min and refuses 13 h 0 min on the hours field', () => {
    const ok = featuresSchema.safeParse({ ...featuresValues(FEATURES), bookingHours: '12', bookingMinutes: '59' });
    expect(ok.success).toBe(true);
    const tooLong = featuresSchema.safeParse({ ...featuresValues(FEATURES), bookingHours: '13', bookingMinutes: '0' });
    expect(issues(tooLong)).toEqual([`bookingHours:${BOOKING_TOO_LONG}`]);
    const minutes = featuresSchema.safeParse({ ...featuresValues(FEATURES), bookingHours: '1', bookingMinutes: '60' });
    expect(issues(minutes)).toEqual(['bookingMinutes:setup.features.minutesRange']);
  });
  it('requires the first-order minutes and inactive period the server needs', () => {
    const blankMinutes = featuresSchema.safeParse({ ...featuresValues(FEATURES), firstOrderMinutes: '', inactivePeriodMonths: ' ' });
    expect(issues(blankMinutes)).toEqual(['firstOrderMinutes:errors.required', 'inactivePeriodMonths:errors.required']);
    const blankBooking = toFeaturesInput({ ...featuresValues(FEATURES), bookingHours: '', bookingMinutes: '' });
    expect(blankBooking.bookingTimeMinutes).toBe(0);
  });
  it('sends bookingTimeMinutes in minutes', () => {
    const input = toFeaturesInput({ ...featuresValues(FEATURES), bookingHours: '3', bookingMinutes: '15', inactiveAgentLimit: '' });
    expect(input.bookingTimeMinutes).toBe(195);
    expect(input.inactiveAgentLimit).toBe(0);
    expect(input).not.toHaveProperty('bookingHours');
    expect(input.orderingLevel).toBe('hq');
  });
});

describe('hex colours', () => {
  it('accepts only #RRGGBB', () => {
    expect(isHexColour('#0f766e')).toBe(true);
    expect(isHexColour('#ABCDEF')).toBe(true);
    expect(isHexColour('#abc')).toBe(false);
    expect(isHexColour('0f766e')).toBe(false);
    expect(isHexColour('#0f766g')).toBe(false);
    expect(isHexColour('red')).toBe(false);
  });
  it('places the error on the right field', () => {
    expect(issues(themeSchema.safeParse({ primaryColor: '#123abc', secondaryColor: '#ffaa0' }))).toEqual(['secondaryColor:setup.errors.hex']);
  });
});

describe('regulatory', () => {
  const parse = (tin: string, msicCode = '47910', taxPercentage = '6.00', sstNumber = '') =>
    regulatorySchema.safeParse({ tin, msicCode, taxPercentage, sstNumber });
  it('accepts TIN shapes the server accepts', () => {
    for (const tin of ['C12345678901', 'IG12345678901', 'D1234567890', '900101145678', '']) expect(parse(tin).success, tin).toBe(true);
  });
  it('refuses other TIN shapes', () => {
    for (const tin of ['12345', 'C12', 'ABC12345678', 'c12345678901', 'IG 1234 5678', '1234567890123']) {
      expect(issues(parse(tin)), tin).toEqual(['tin:setup.errors.tin']);
    }
  });
  it('checks the tax percentage is 0–100 with at most 2 decimals', () => {
    expect(parse('', '', '0').success).toBe(true);
    expect(parse('', '', '100').success).toBe(true);
    expect(issues(parse('', '', '100.01'))).toEqual(['taxPercentage:setup.errors.percent']);
    expect(issues(parse('', '', '6.123'))).toEqual(['taxPercentage:setup.errors.decimal']);
    expect(issues(parse('', '', '-1'))).toEqual(['taxPercentage:setup.errors.decimal']);
  });
  it('takes an SST registration number as issued, or none', () => {
    expect(parse('', '', '6', 'W10-1808-32000123').success).toBe(true);
    expect(parse('', '', '6', '').success).toBe(true);
    expect(issues(parse('', '', '6', 'W10/1808'))).toEqual(['sstNumber:setup.errors.sst']);
    expect(toRegulatoryInput({ tin: '', msicCode: '', taxPercentage: '6', sstNumber: ' w10-1808 ' }).sstNumber).toBe('W10-1808');
  });
});

describe('company details', () => {
  const base = companyValues({ companyName: 'Demo Sdn Bhd', email: 'hq@demo.test', prefixName: 'DSB', postcode: '50480' });
  it('requires name, e-mail and a 2–6 character prefix', () => {
    expect(companySchema('MYR').safeParse(base).success).toBe(true);
    const bad = companySchema('MYR').safeParse({ ...base, companyName: ' ', email: 'nope', prefixName: 'dsb' });
    expect(issues(bad).sort()).toEqual(['companyName:errors.required', 'email:errors.invalidEmail', 'prefixName:setup.errors.prefix']);
  });
  it('checks a 5-digit postcode for MYR only', () => {
    expect(issues(companySchema('MYR').safeParse({ ...base, postcode: '5048' }))).toEqual(['postcode:setup.errors.postcode']);
    expect(companySchema('IDR').safeParse({ ...base, postcode: '10110' }).success).toBe(true);
  });
});

describe('tiers', () => {
  const tier = tierValues({ levelName: 'Gold', rankNumber: 2, minOrderAmount: '500.00', minOrderUnit: 10 });
  it('refuses a rank number another tier holds', () => {
    expect(tierSchema([1, 3]).safeParse(tier).success).toBe(true);
    expect(issues(tierSchema([2]).safeParse(tier))).toEqual(['rankNumber:setup.tiers.rankTaken']);
    expect(issues(tierSchema().safeParse({ ...tier, rankNumber: '0' }))).toEqual(['rankNumber:setup.errors.rankNumber']);
  });
  it('allows blank numbers and refuses malformed ones', () => {
    expect(tierSchema().safeParse({ ...tier, minOrderUnit: '', minOrderAmount: '' }).success).toBe(true);
    expect(issues(tierSchema().safeParse({ ...tier, minOrderUnit: '1.5', minOrderAmount: '12,50', helperPercen: '101' })).sort()).toEqual([
      'helperPercen:setup.errors.percent',
      'minOrderAmount:setup.errors.decimal',
      'minOrderUnit:setup.errors.integer',
    ]);
  });
  it('sends units as numbers, money as strings and blanks as null', () => {
    const input = toTierInput({ ...tier, groupSalesAmount: ' ' }, 7);
    expect(input).toMatchObject({ level_id: 7, levelName: 'Gold', rankNumber: 2, minOrderUnit: 10, minOrderAmount: '500.00', groupSalesAmount: null, tpgsUnit: null });
    expect(toTierInput(tier)).not.toHaveProperty('level_id');
  });
  it('sorts by rank number', () => {
    const t = (level_id: number, rankNumber: number) => ({ level_id, rankNumber }) as Tier;
    expect(sortTiers([t(1, 3), t(2, 1), t(3, 2)]).map((x) => x.level_id)).toEqual([2, 3, 1]);
  });
});

describe('commission ranks editor', () => {
  const row = (name: string) => ({ ...rankValues(null), commission_name: name });
  it('refuses two ranks with the same name', () => {
    expect(ranksSchema.safeParse({ ranks: [row('Manager'), row('Director')] }).success).toBe(true);
    expect(issues(ranksSchema.safeParse({ ranks: [row('Manager'), row('Director'), row(' manager ')] }))).toEqual([
      'ranks.2.commission_name:setup.ranks.duplicate',
    ]);
  });
  it('requires a name and valid amounts', () => {
    const bad = ranksSchema.safeParse({ ranks: [{ ...row(''), commission: '150' }] });
    expect(issues(bad).sort()).toEqual(['ranks.0.commission:setup.errors.percent', 'ranks.0.commission_name:errors.required']);
  });
  it('reads server error keys for list rows', () => {
    expect(rankErrorPath('ranks.2.commission')).toBe('ranks.2.commission');
    expect(rankErrorPath('ranks[0].commission_name')).toBe('ranks.0.commission_name');
    expect(rankErrorPath('ranks')).toBeNull();
  });
});

describe('network links', () => {
  it('accepts full https links or blank', () => {
    expect(isHttpsLink('')).toBe(true);
    expect(isHttpsLink('https://facebook.com/demo')).toBe(true);
    expect(isHttpsLink('http://facebook.com/demo')).toBe(false);
    expect(isHttpsLink('facebook.com/demo')).toBe(false);
    expect(isHttpsLink('https://localhost')).toBe(false);
    const r = networkSchema.safeParse({ ...networkValues(undefined), shopee: 'shopee.com.my/demo' });
    expect(issues(r)).toEqual(['shopee:setup.errors.https']);
  });
});

describe('content', () => {
  it('maps "All tiers" to null and back', () => {
    expect(tierIdFromSelect('')).toBeNull();
    expect(tierIdFromSelect('3')).toBe(3);
    expect(tierIdToSelect(null)).toBe('');
    expect(tierIdToSelect(3)).toBe('3');
  });
  it('requires a question and an answer', () => {
    expect(issues(faqSchema.safeParse({ tierId: '', question: ' ', answer: 'x' }))).toEqual(['question:errors.required']);
  });
});

describe('images and helpline', () => {
  it('checks JPEG/PNG ≤ 2 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 100 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 100 })).toBe('setup.theme.badType');
    expect(imageProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('setup.theme.tooLarge');
  });
  it('builds phone digits for tel: and wa.me', () => {
    expect(phoneDigits('+60', '12-345 6789')).toBe('60123456789');
    expect(phoneDigits('+60', '0123456789')).toBe('60123456789');
    expect(phoneDigits('+62', '6281234567')).toBe('6281234567');
    expect(phoneDigits('+60', '')).toBe('');
    expect(whatsappHref('60123456789')).toBe('https://wa.me/60123456789');
  });
});
