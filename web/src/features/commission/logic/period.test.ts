import { describe, expect, it } from 'vitest';
import { isPeriod, periodChoices, periodLabel, readPeriod, recentPeriods, thisPeriod } from './period';

describe('periods', () => {
  it('names a month in the interface language', () => {
    expect(periodLabel('2026-11', 'en')).toBe('November 2026');
    expect(periodLabel('2026-08', 'id')).toBe('Agustus 2026');
    expect(periodLabel('2026-08', 'my')).toBe('Ogos 2026');
    expect(periodLabel('2026-01', 'en')).toBe('January 2026');
    expect(periodLabel('2026-12', 'en')).toBe('December 2026');
  });

  it('shows anything that is not a month as it is', () => {
    expect(periodLabel('2026-13', 'en')).toBe('2026-13');
    expect(periodLabel('', 'en')).toBe('');
  });

  it('reads the address period only when it is a month', () => {
    expect(readPeriod('2026-11')).toBe('2026-11');
    for (const bad of [null, undefined, '', '2026-1', '2026-00', '2026-13', '26-11', '2026-11-01', 'now']) expect(readPeriod(bad), String(bad)).toBeUndefined();
    expect(isPeriod('2026-10')).toBe(true);
  });

  it("takes this month in Kuala Lumpur, not the device's zone", () => {
    // 31 Oct 17:00 UTC is 1 Nov 01:00 in Kuala Lumpur.
    expect(thisPeriod(new Date('2026-10-31T17:00:00Z'))).toBe('2026-11');
    expect(thisPeriod(new Date('2026-10-31T15:59:00Z'))).toBe('2026-10');
  });

  it('counts months back across a new year', () => {
    expect(recentPeriods('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(recentPeriods('2026-02', 0)).toEqual([]);
    expect(recentPeriods('bad', 3)).toEqual([]);
  });

  it('offers the months given plus the one shown, newest first, once each', () => {
    expect(periodChoices(['2026-11', '2026-10'], '2026-11')).toEqual(['2026-11', '2026-10']);
    expect(periodChoices(['2026-11', '2026-10'], '2026-06')).toEqual(['2026-11', '2026-10', '2026-06']);
    expect(periodChoices(['2026-09', '2026-11'], '2026-10')).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(periodChoices(['2026-11', 'junk'], 'junk')).toEqual(['2026-11']);
  });
});
