import { describe, expect, it } from 'vitest';
import { monthCommission, monthSales } from '../test-utils';
import { goalInput, goalPercent, goalSchema, goalValues, historyRows } from './own';

const check = (goal: string) => {
  const r = goalSchema.safeParse({ goal });
  return r.success ? 'ok' : r.error.issues[0].message;
};

describe('the goal form', () => {
  it('takes empty (clears the goal) or an amount above zero with at most two decimals', () => {
    expect(['', '  ', '1200', '1200.5', '1200.50', '0.01', ' 75 '].map(check)).toEqual(Array(7).fill('ok'));
    expect(['0', '0.00', '000'].map(check)).toEqual(Array(3).fill('rankings.goal.positive'));
    expect(['1200.555', '-5', 'abc', '1,200', '1.', '.5', '1e3'].map(check)).toEqual(Array(7).fill('rankings.goal.invalid'));
  });

  it('sends null for an empty goal and the amount written plainly otherwise', () => {
    expect(goalInput({ goal: '  ' })).toBeNull();
    expect(goalInput({ goal: ' 1500.50 ' })).toBe('1500.50');
    expect(goalValues({ goal: null })).toEqual({ goal: '' });
    expect(goalValues({ goal: '1200.00' })).toEqual({ goal: '1200.00' });
  });

  it("keeps the bar's percent in range, none without a goal", () => {
    expect(goalPercent({ goal: null, percent: null })).toBeNull();
    expect(goalPercent({ goal: '100.00', percent: 25 })).toBe(25);
    expect(goalPercent({ goal: '100.00', percent: 140 })).toBe(100);
    expect(goalPercent({ goal: '100.00', percent: null })).toBe(0);
  });
});

describe('the twelve months', () => {
  it('puts each month’s sales and commission together, newest first, whichever list names it', () => {
    const rows = historyRows(
      [monthSales('2026-10', { personalSales: '10.00' }), monthSales('2026-11', { personalSales: '20.00' })],
      [monthCommission('2026-11', { amount: '2.00', closed: false }), monthCommission('2026-09', { amount: '1.00' })],
    );
    expect(rows.map((r) => [r.period, r.sales?.personalSales ?? null, r.commission?.amount ?? null])).toEqual([
      ['2026-11', '20.00', '2.00'],
      ['2026-10', '10.00', null],
      ['2026-09', null, '1.00'],
    ]);
  });
});
