import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { searchKey, statementsKey } from '../api/cp58';
import { statement } from '../test-utils';
import { taxRefusalOf } from './errors';
import { agentRecordPath, SETUP_FEATURES_PATH } from './paths';
import { readQuery, searchParams, withChange, writeQuery } from './query';
import { blocksIssue, CP58_THRESHOLD, isReissued, statementOfYear } from './rows';
import { hasEnded, lastYear, readYear, thisYear, yearChoices } from './year';

const q = (s: string) => new URLSearchParams(s);
const NOW = new Date('2026-11-25T08:00:00Z');

describe('CP58 years (Kuala Lumpur)', () => {
  it('knows this year and last year in Kuala Lumpur, a UTC evening of 31 December being already the new year there', () => {
    expect(thisYear(NOW)).toBe(2026);
    expect(lastYear(NOW)).toBe(2025);
    expect(thisYear(new Date('2026-12-31T16:30:00Z'))).toBe(2027);
    expect(lastYear(new Date('2026-12-31T15:59:00Z'))).toBe(2025);
  });

  it('offers the seven years up to last year, plus one opened by address, newest first', () => {
    expect(yearChoices(2025, NOW)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(yearChoices(2026, NOW)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(yearChoices(2012, NOW)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2012]);
  });

  it('reads a year of the address from 2012 (the first CP58 year) to this year, else none (last year)', () => {
    expect([readYear('2024', NOW), readYear(' 2026 ', NOW), readYear('2012', NOW), readYear('2027', NOW), readYear('2011', NOW), readYear('20x5', NOW), readYear(null, NOW)]).toEqual([
      2024,
      2026,
      2012,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('says when a year is over', () => {
    expect([hasEnded(2025, NOW), hasEnded(2026, NOW)]).toEqual([true, false]);
  });
});

describe('CP58 address and calls', () => {
  it('reads the year, the filter, the search and the page, dropping anything unreadable', () => {
    expect(readQuery(q('year=2023&filter=Due&search=%20ali%20&page=3'), NOW)).toEqual({ year: 2023, filter: 'due', search: 'ali', page: 3 });
    expect(readQuery(q('year=3000&filter=late&page=-1'), NOW)).toEqual({ year: undefined, filter: 'all', search: '', page: 1 });
  });

  it('writes the address with the defaults left out', () => {
    expect(writeQuery({ year: 2024, filter: 'missing', search: 'budi', page: 2 }).toString()).toBe('year=2024&filter=missing&search=budi&page=2');
    expect(writeQuery({ year: undefined, filter: 'all', search: ' ', page: 1 }).toString()).toBe('');
  });

  it('goes back to the first page on another year, filter or search; paging keeps them', () => {
    const now = { year: 2024, filter: 'due' as const, search: 'ali', page: 4 };
    expect(withChange(now, { page: 5 })).toEqual({ ...now, page: 5 });
    expect(withChange(now, { filter: 'issued' })).toEqual({ ...now, filter: 'issued', page: 1 });
    expect(withChange(now, { year: undefined })).toEqual({ ...now, year: undefined, page: 1 });
  });

  it('asks the server for the year shown, with the filter and search only when set', () => {
    expect(searchParams(2025, { filter: 'all', search: '', page: 1 })).toEqual({ year: 2025, search: undefined, filter: undefined, page: 1, perPage: 20 });
    expect(searchKey(2024, { filter: 'due', search: 'siti a', page: 2 })).toBe('/api/report/searchcp58?year=2024&search=siti+a&filter=due&page=2&perPage=20');
    expect(statementsKey()).toBe('/api/report/getcp58');
    expect(statementsKey({ year: 2025, agentId: 12 })).toBe('/api/report/getcp58?year=2025&agentId=12');
  });

  it('links the record of an agent and the feature switch', () => {
    expect(agentRecordPath(15)).toBe('/agent-details?id=15');
    expect(SETUP_FEATURES_PATH).toBe('/company?tab=features');
  });
});

describe('CP58 rows and refusals', () => {
  it('knows who would be skipped: anything Part B lacks (the server skips on the address too)', () => {
    expect([blocksIssue({ missing: ['tin'] }), blocksIssue({ missing: ['identity', 'address'] }), blocksIssue({ missing: ['address'] }), blocksIssue({ missing: [] })]).toEqual([true, true, true, false]);
    expect(CP58_THRESHOLD).toBe('5000.00');
  });

  it('finds the statement of a year', () => {
    const items = [statement({ id: 2, year: 2025 }), statement({ id: 1, year: 2024 })];
    expect(statementOfYear(items, 2024)?.id).toBe(1);
    expect(statementOfYear(items, 2023)).toBeUndefined();
  });

  it('knows a statement HQ issued again from one issued once, comparing instants', () => {
    expect(isReissued(statement())).toBe(false);
    expect(statement({ issuedAt: '2026-02-03T01:00:00Z' }).firstIssuedAt).toBe('2026-02-03T01:00:00Z');
    expect(isReissued(statement({ firstIssuedAt: '2026-01-14T02:30:00Z', issuedAt: '2026-02-03T01:00:00Z' }))).toBe(true);
    expect(isReissued({ firstIssuedAt: '2026-01-14T02:30:00Z', issuedAt: '2026-01-14T10:30:00+08:00' })).toBe(false);
    expect(isReissued({ firstIssuedAt: '', issuedAt: '2026-01-14T02:30:00Z' })).toBe(false);
    expect(isReissued({ firstIssuedAt: 'soon', issuedAt: '2026-01-14T02:30:00Z' })).toBe(false);
  });

  it('reads the refusals for the whole company, and nothing else', () => {
    const refusal = (error: string, status = 400) => new ApiError({ status, message: `said ${error}`, error });
    expect(taxRefusalOf(refusal('cp58_off'))).toEqual({ code: 'cp58_off', message: 'said cp58_off' });
    expect(taxRefusalOf(refusal('not_malaysian'))).toEqual({ code: 'not_malaysian', message: 'said not_malaysian' });
    expect(taxRefusalOf(refusal('year_not_ended'))).toEqual({ code: 'year_not_ended', message: 'said year_not_ended' });
    // The server answers them as 422s (rules of the operation): the same refusals.
    expect(taxRefusalOf(refusal('cp58_off', 422))).toEqual({ code: 'cp58_off', message: 'said cp58_off' });
    expect(taxRefusalOf(refusal('cp58_off', 403))).toBeNull();
    expect(taxRefusalOf(refusal('something_else'))).toBeNull();
    expect(taxRefusalOf(new Error('x'))).toBeNull();
  });
});
