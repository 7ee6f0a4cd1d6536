import { describe, expect, it } from 'vitest';
import { requirement, row, rankingPage } from '../test-utils';
import { barPercent, isRequirementKey, isUnits, REQUIREMENT_KEYS } from './gameplan';
import { isCountMeasure, isMeasure, MEASURES, readMeasure } from './measures';
import { gameplanPath, rankingPath, rankingQuery, readPositive } from './paths';
import { countOf, pinnedRow, positionsOnly } from './ranking';

describe('measures', () => {
  it('knows the six rankings, money and counts', () => {
    expect(MEASURES).toEqual(['ps', 'gs', 'tpgs', 'team', 'commission', 'recruitment']);
    expect(MEASURES.filter(isCountMeasure)).toEqual(['team', 'recruitment']);
    expect(isMeasure('gs')).toBe(true);
    expect(isMeasure('sales')).toBe(false);
  });

  it('reads the measure of the address, the first ranking otherwise', () => {
    expect(readMeasure('team')).toBe('team');
    expect(readMeasure(null)).toBe('ps');
    expect(readMeasure('PS')).toBe('ps');
  });
});

describe('ranking addresses', () => {
  it('leaves the first ranking and page out', () => {
    expect(rankingPath({})).toBe('/score-ranking');
    expect(rankingPath({ measure: 'ps', page: 1 })).toBe('/score-ranking');
    expect(rankingPath({ period: '2026-10', measure: 'gs', page: 3 })).toBe('/score-ranking?period=2026-10&measure=gs&page=3');
    expect(rankingQuery({ measure: 'team' }).toString()).toBe('measure=team');
  });

  it('writes the gameplan address with the agent', () => {
    expect(gameplanPath({})).toBe('/gameplan');
    expect(gameplanPath({ period: '2026-11', agentId: 12 })).toBe('/gameplan?period=2026-11&agentId=12');
  });

  it('reads a page or an id only when it is a positive whole number', () => {
    expect(readPositive('2')).toBe(2);
    for (const raw of [null, '', '0', '-1', '1.5', 'abc', '99999999999999999999']) expect(readPositive(raw), String(raw)).toBeUndefined();
  });
});

describe('ranking pages', () => {
  it("pins the agent's own row only when it is not on the page shown", () => {
    const mine = row({ position: 34, me: true, agent: { id: 12, name: 'Aina Ali' } });
    expect(pinnedRow(rankingPage({ mine }))).toBe(mine);
    expect(pinnedRow(rankingPage({ mine: null }))).toBeNull();
    expect(pinnedRow(rankingPage({ items: [row(), { ...mine, position: 2 }], mine: { ...mine, position: 2 } }))).toBeNull();
  });

  it('says when the rows carry positions only', () => {
    expect(positionsOnly(rankingPage({ amountsShown: false }))).toBe(true);
    expect(positionsOnly(rankingPage())).toBe(false);
  });

  it('reads counts', () => {
    expect(countOf('14')).toBe(14);
    expect(countOf('x')).toBe(0);
  });
});

describe('gameplan targets', () => {
  it('knows every target the API names', () => {
    expect(REQUIREMENT_KEYS).toHaveLength(8);
    expect(isRequirementKey('sideGroupSales')).toBe(true);
    expect(isRequirementKey('bonus')).toBe(false);
    expect(isUnits(requirement({ unit: 'units' }))).toBe(true);
    expect(isUnits(requirement())).toBe(false);
  });

  it('fills the bar with the percent, kept in range, and full once met', () => {
    expect(barPercent(requirement({ percent: 97 }))).toBe(97);
    expect(barPercent(requirement({ percent: 140 }))).toBe(100);
    expect(barPercent(requirement({ percent: -5 }))).toBe(0);
    expect(barPercent(requirement({ percent: 80, met: true }))).toBe(100);
  });
});
