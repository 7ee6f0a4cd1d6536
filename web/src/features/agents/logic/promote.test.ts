import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { canSubmit, changeBody, tiersAbove, tiersBelow, uplineListTier, uplineRefusal, type Choice } from './promote';

const tiers = [
  { level_id: 3, levelName: 'Silver', rankNumber: 3 },
  { level_id: 1, levelName: 'Platinum', rankNumber: 1 },
  { level_id: 2, levelName: 'Gold', rankNumber: 2 },
  { level_id: 4, levelName: 'Bronze', rankNumber: 4 },
];

describe('tiers offered', () => {
  it('promote: only tiers above, demote: only tiers below', () => {
    expect(tiersAbove(tiers, 3).map((t) => t.levelName)).toEqual(['Platinum', 'Gold']);
    expect(tiersBelow(tiers, 3).map((t) => t.levelName)).toEqual(['Bronze']);
    expect(tiersAbove(tiers, 1)).toEqual([]);
    expect(tiersBelow(tiers, 4)).toEqual([]);
  });
  it('an agent without a known tier may go anywhere', () => {
    expect(tiersAbove(tiers, null)).toHaveLength(4);
    expect(tiersBelow(tiers, 99)).toHaveLength(4);
  });
  it('asks the upline list for the new tier when there is one', () => {
    expect(uplineListTier('promote', 3, '2')).toBe(2);
    expect(uplineListTier('promote', 3, '')).toBe(3);
    expect(uplineListTier('upline', 3, '2')).toBe(3);
  });
});

describe('what is sent', () => {
  const base: Choice = { action: 'promote', tierId: '2', upline: null, uplineRequired: false };

  it('promote without and then with a required new upline', () => {
    expect(canSubmit(base)).toBe(true);
    expect(changeBody(9, base)).toEqual({ id: 9, type: 'promote', tierId: 2, uplineId: null, helperId: null });
    const again = { ...base, uplineRequired: true };
    expect(canSubmit(again)).toBe(false);
    expect(canSubmit({ ...again, upline: { id: null, name: 'Top' } })).toBe(false);
    const chosen = { ...again, upline: { id: 7, name: 'Lim' } };
    expect(canSubmit(chosen)).toBe(true);
    expect(changeBody(9, chosen)).toEqual({ id: 9, type: 'promote', tierId: 2, uplineId: 7, helperId: null });
  });

  it('change upline: the chosen agent, or the top of the network', () => {
    const up: Choice = { action: 'upline', tierId: '', upline: null, uplineRequired: false };
    expect(canSubmit(up)).toBe(false);
    expect(changeBody(9, { ...up, upline: { id: null, name: 'Top' } })).toEqual({ id: 9, type: 'upline', tierId: null, uplineId: null, helperId: null });
    expect(changeBody(9, { ...up, upline: { id: 4, name: 'B' } }).uplineId).toBe(4);
  });

  it('a demote needs a tier', () => {
    expect(canSubmit({ ...base, action: 'demote', tierId: '' })).toBe(false);
  });
});

it('recognises the "choose a new upline" refusal', () => {
  const same = new ApiError({ status: 422, message: 'Choose a new upline.', errors: { uplineId: "The new tier is the same as the upline's tier. Choose a new upline." } });
  expect(uplineRefusal(same)).toContain('Choose a new upline');
  expect(uplineRefusal(new ApiError({ status: 422, message: 'x', errors: { tierId: 'no' } }))).toBeNull();
  expect(uplineRefusal(new Error('x'))).toBeNull();
});
