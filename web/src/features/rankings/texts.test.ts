import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/rankings.json';
import id from '@/locales/id/rankings.json';
import my from '@/locales/my/rankings.json';
import { hasText, namedKeys } from '@/test-texts';
import { REQUIREMENT_KEYS } from './logic/gameplan';
import { MEASURES } from './logic/measures';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('ranking texts', () => {
  it('has a text for every ranking key the screens name, in every language', () => {
    const keys = namedKeys(here, 'rankings');
    expect(keys.size).toBeGreaterThan(30);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every measure and every target the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const m of MEASURES) expect(hasText(dict, `measure.${m}`), m).toBe(true);
      for (const k of REQUIREMENT_KEYS) expect(hasText(dict, `requirement.${k}`), k).toBe(true);
      for (const m of ['team', 'recruitment']) expect(hasText(dict, `count.${m}`), m).toBe(true);
    }
  });

  it('keeps the words HQ agreed on', () => {
    expect(en.measure).toEqual({ ps: 'Personal sales', gs: 'Group sales', tpgs: 'Total personal group sales', team: 'Team', commission: 'Commission', recruitment: 'Recruitment' });
    expect(en.requirement).toEqual({
      personalSales: 'Personal sales',
      personalUnits: 'Personal units',
      groupSales: 'Group sales',
      groupUnits: 'Group units',
      totalPersonalGroupSales: 'Total personal group sales',
      totalPersonalGroupUnits: 'Total personal group units',
      sideGroupSales: 'Side group sales',
      teamMemberThreshold: "Your tier's monthly minimum (own sales)",
    });
    expect([en.ranking.positionsOnly, en.ranking.teamScope, en.ranking.yourPosition]).toEqual(['HQ shows positions only', 'Ranked among your team', 'Your position']);
    expect([en.gameplan.tier.title, en.gameplan.rank.title, en.gameplan.tier.top, en.gameplan.rank.last]).toEqual(['Next tier', 'Next commission rank', 'You are at the highest tier', 'You reached the last rank']);
  });
});
