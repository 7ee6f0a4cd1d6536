import { describe, expect, it } from 'vitest';
import { campaign } from '../test-utils';
import { campaignSchema, campaignValues, emptyCampaignValues, toCampaignForm, type CampaignFormValues } from './campaign-form';
import { asCampaignTab, formatPoints, frequencyKey, tabState } from './display';
import { csvProblem, importRows, isSignedPoints, pointsText } from './points';

const issues = (v: Partial<CampaignFormValues>, scale = 2) => {
  const r = campaignSchema(scale).safeParse({ ...emptyCampaignValues(), gameTitle: 'T', rewardName: 'R', pointRequired: '10', startDate: '2026-01-01', endDate: '2026-01-31', rewardType: 'prize', ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('campaign form rules', () => {
  it('takes a complete prize campaign', () => {
    expect(issues({})).toEqual({});
  });

  it('checks points, dates and limits like the server', () => {
    expect(issues({ pointRequired: '0' })).toEqual({ pointRequired: 'campaigns.errors.positive' });
    expect(issues({ pointRequired: '1.234' })).toEqual({ pointRequired: 'campaigns.errors.decimals' });
    expect(issues({ endDate: '2025-12-31' })).toEqual({ endDate: 'campaigns.errors.endBeforeStart' });
    expect(issues({ maxRedeem: '0', perAgentLimit: '10001' })).toEqual({ maxRedeem: 'campaigns.errors.maxRedeem', perAgentLimit: 'campaigns.errors.perAgentLimit' });
  });

  it("checks only the chosen reward type's fields", () => {
    expect(issues({ rewardType: 'product' })).toEqual({ productId: 'campaigns.errors.product' });
    expect(issues({ rewardType: 'voucher', voucherKind: 'percent', voucherDiscount: '120' })).toEqual({ voucherDiscount: 'campaigns.errors.percentMax' });
    expect(issues({ rewardType: 'voucher', voucherDiscount: '10', voucherValidDays: '0' })).toEqual({ voucherValidDays: 'campaigns.errors.validDays' });
    expect(issues({ rewardType: 'cash', cashAmount: '10.5' }, 0)).toEqual({ cashAmount: 'campaigns.errors.noDecimals' });
    expect(issues({ rewardType: 'cash', cashAmount: '' })).toEqual({ cashAmount: 'errors.required' });
  });

  it('round-trips a saved campaign', () => {
    const v = campaignValues(campaign({ tierIds: [1, 3], previous: 2, maxRedeem: null, voucherMinPurchase: '25.50' }));
    expect(v).toMatchObject({ pointRequired: '150', voucherDiscount: '10', voucherMinPurchase: '25.5', tierIds: ['1', '3'], previous: '2', maxRedeem: '', rewardFrequency: 'weekly' });
    const form = toCampaignForm(v, { id: 1 });
    expect(form.get('id')).toBe('1');
    expect(form.get('tierIds')).toBe('1,3');
    expect(form.get('maxRedeem')).toBeNull();
    expect(form.get('productId')).toBeNull();
  });
});

describe('display', () => {
  it('formats points without trailing zeros', () => {
    expect(formatPoints('1234.50')).toBe('1,234.5');
    expect(formatPoints('-20.00')).toBe('-20');
    expect(formatPoints('0.05')).toBe('0.05');
    expect(formatPoints(null)).toBe('0');
  });
  it('maps tabs and frequencies', () => {
    expect(asCampaignTab(null)).toBe('ongoing');
    expect(asCampaignTab('bogus')).toBe('ongoing');
    expect(tabState('all')).toBeUndefined();
    expect(tabState('expired')).toBe('expired');
    expect(frequencyKey('half-yearly')).toBe('halfYearly');
    expect(frequencyKey(null)).toBe('whole');
  });
});

describe('points by hand', () => {
  it('reads signed points', () => {
    expect(['50', '-20', '+10', '-20.5', '0.01'].every(isSignedPoints)).toBe(true);
    expect(['0', '-0.00', '1.234', 'abc', '', '1e3'].some(isSignedPoints)).toBe(false);
    expect(pointsText(' +10 ')).toBe('10');
  });
  it('checks a CSV before upload', () => {
    expect(csvProblem({ name: 'a.csv', size: 10, type: 'text/csv' })).toBeNull();
    expect(csvProblem({ name: 'a.xlsx', size: 10, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe('campaigns.points.csvType');
    expect(csvProblem({ name: 'a.csv', size: 0, type: 'text/csv' })).toBe('campaigns.points.csvEmpty');
    expect(csvProblem({ name: 'a.csv', size: 2 * 1024 * 1024, type: 'text/csv' })).toBe('campaigns.points.csvTooLarge');
  });
  it('puts the import rows in file order', () => {
    const rows = importRows({ applied: [{ line: 4, agent: 'a', points: '1', message: '' }], rejected: [{ line: 2, agent: 'b', points: '', message: 'x' }] });
    expect(rows.map((r) => [r.line, r.applied])).toEqual([
      [2, false],
      [4, true],
    ]);
  });
});
