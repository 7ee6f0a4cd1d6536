import { describe, expect, it } from 'vitest';
import { checkPath, commissionPath, detailsPath, incomePath, payoutPath } from './paths';
import { queryParams, readPositive, withQuery } from './query';

describe('query strings', () => {
  it('leaves empty values out and keeps the order given', () => {
    expect(withQuery('/api/commission', {})).toBe('/api/commission');
    expect(withQuery('/api/commission', { period: undefined, agentId: undefined })).toBe('/api/commission');
    expect(withQuery('/api/commission', { period: '', agentId: null })).toBe('/api/commission');
    expect(withQuery('/api/commission/details', { type: 'sale-profit', period: '2026-11', agentId: 12, page: 1, perPage: 20 })).toBe(
      '/api/commission/details?type=sale-profit&period=2026-11&agentId=12&page=1&perPage=20',
    );
    expect(queryParams({ agentId: 0, period: ' 2026-11 ' }).toString()).toBe('agentId=0&period=2026-11');
  });

  it('encodes what it carries', () => {
    expect(withQuery('/x', { q: 'a&b c' })).toBe('/x?q=a%26b+c');
  });

  it('reads positive whole numbers only', () => {
    expect(readPositive('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999999999999']) expect(readPositive(bad), String(bad)).toBeUndefined();
  });
});

describe('screen paths', () => {
  it('links the kinds, the check and the company view, keeping the agent when there is one', () => {
    expect(commissionPath({})).toBe('/commission');
    expect(commissionPath({ period: '2026-11' })).toBe('/commission?period=2026-11');
    expect(commissionPath({ agentId: 12, period: '2026-11' })).toBe('/commission?agentId=12&period=2026-11');
    expect(detailsPath('override', { period: '2026-11' })).toBe('/commission/details?type=override&period=2026-11');
    expect(detailsPath('sale-profit', { period: '2026-11', agentId: 12 }, 2)).toBe('/commission/details?type=sale-profit&period=2026-11&agentId=12&page=2');
    expect(detailsPath('helper', { period: '2026-11' }, 1)).toBe('/commission/details?type=helper&period=2026-11');
    expect(checkPath({ period: '2026-11' })).toBe('/commission/check-calculation?period=2026-11');
    expect(checkPath({ period: '2026-11', agentId: 12 })).toBe('/commission/check-calculation?period=2026-11&agentId=12');
    expect(incomePath({ period: '2026-11' })).toBe('/commission/income-statement?period=2026-11');
    expect(incomePath({ period: '2026-11', agentId: 12 })).toBe('/commission/income-statement?period=2026-11&agentId=12');
    expect(payoutPath()).toBe('/commission-payout');
    expect(payoutPath({ tab: 'payouts', status: 'approved' })).toBe('/commission-payout?tab=payouts&status=approved');
  });
});
