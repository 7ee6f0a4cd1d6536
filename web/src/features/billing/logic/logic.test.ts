import { describe, expect, it } from 'vitest';
import { canPay, choosable, decimalAbs, decimalSign, decimalSubtract, invoiceTone, priceOf, tooSmall, usageShare, yearlySaving, asInvoiceStatus, asPeriod } from './display';
import { changePlanPath, invoicePath, parseId, parseRef, planDetailsPath } from './paths';

describe('billing display', () => {
  it('reads the sign of decimal text without floats', () => {
    expect(decimalSign('199.00')).toBe(1);
    expect(decimalSign('-20.50')).toBe(-1);
    expect(decimalSign('0.00')).toBe(0);
    expect(decimalSign('-0.00')).toBe(0);
    expect(decimalSign('250000')).toBe(1);
    expect(decimalSign('')).toBe(0);
    expect(decimalSign('abc')).toBe(0);
    expect(decimalAbs('-20.50')).toBe('20.50');
    expect(decimalAbs('20.50')).toBe('20.50');
  });

  it('subtracts decimal text exactly', () => {
    expect(decimalSubtract('2388.00', '1990.00')).toBe('398.00');
    expect(decimalSubtract('0.10', '0.30')).toBe('-0.20');
    expect(decimalSubtract('250000', '1000.5')).toBe('248999.5');
  });

  it('prices a plan on a period, and what yearly saves against twelve months', () => {
    const p = { monthlyPrice: '199.00', yearlyPrice: '1990.00' };
    expect(priceOf(p, 'monthly')).toBe('199.00');
    expect(priceOf(p, 'yearly')).toBe('1990.00');
    expect(yearlySaving(p)).toBe('398.00');
    expect(yearlySaving({ monthlyPrice: '100.00', yearlyPrice: '1200.00' })).toBeNull();
    expect(yearlySaving({ monthlyPrice: '250000', yearlyPrice: '2500000' })).toBe('500000');
  });

  it('lets only an invoice with a balance, neither paid nor void, be paid', () => {
    expect(canPay({ status: 'pending', balance: '199.00' })).toBe(true);
    expect(canPay({ status: 'partially_paid', balance: '99.00' })).toBe(true);
    expect(canPay({ status: 'overdue', balance: '199.00' })).toBe(true);
    expect(canPay({ status: 'paid', balance: '0.00' })).toBe(false);
    expect(canPay({ status: 'void', balance: '199.00' })).toBe(false);
    expect(canPay({ status: 'pending', balance: '0.00' })).toBe(false);
  });

  it('colours the statuses', () => {
    expect(invoiceTone('overdue')).toBe('danger');
    expect(invoiceTone('paid')).toBe('success');
    expect(invoiceTone('void')).toBe('neutral');
    expect(invoiceTone('something-new')).toBe('neutral');
  });

  it('reads statuses and periods from the address, ignoring anything else', () => {
    expect(asInvoiceStatus('overdue')).toBe('overdue');
    expect(asInvoiceStatus('late')).toBeUndefined();
    expect(asInvoiceStatus(null)).toBeUndefined();
    expect(asPeriod('yearly')).toBe('yearly');
    expect(asPeriod('weekly')).toBe('monthly');
    expect(asPeriod(null, 'yearly')).toBe('yearly');
  });

  it('measures usage against a limit (null: unlimited)', () => {
    expect(usageShare(42, 50)).toEqual({ percent: 84, full: false });
    expect(usageShare(50, 50)).toEqual({ percent: 100, full: true });
    expect(usageShare(60, 50)).toEqual({ percent: 100, full: true });
    expect(usageShare(7, null)).toEqual({ percent: null, full: false });
    expect(usageShare(0, 0)).toEqual({ percent: 100, full: true });
  });

  it('offers another active plan on any period, and the current one only on the other period', () => {
    expect(choosable({ current: false, active: true }, 'monthly', 'monthly')).toBe(true);
    expect(choosable({ current: false, active: false }, 'monthly', 'monthly')).toBe(false);
    expect(choosable({ current: true, active: true }, 'monthly', 'monthly')).toBe(false);
    expect(choosable({ current: true, active: false }, 'yearly', 'monthly')).toBe(true);
    expect(tooSmall({ maxAgents: 10 }, 42)).toBe(true);
    expect(tooSmall({ maxAgents: 42 }, 42)).toBe(false);
    expect(tooSmall({ maxAgents: null }, 4200)).toBe(false);
  });
});

describe('billing paths', () => {
  it('builds the addresses', () => {
    expect(planDetailsPath(3)).toBe('/plan-rewards/rewards-details/3');
    expect(invoicePath(31)).toBe('/subscription/detail/31');
    expect(changePlanPath()).toBe('/plan-rewards/plan-subscription');
    expect(changePlanPath({ planId: 3, period: 'yearly' })).toBe('/plan-rewards/plan-subscription?period=yearly&plan=3');
  });

  it('reads ids and accounting references, refusing anything else', () => {
    expect(parseId('31')).toBe(31);
    for (const bad of ['0', '-1', 'abc', '', undefined, null, '1.5']) expect(parseId(bad), String(bad)).toBeNull();
    expect(parseRef('4591000000123')).toBe('4591000000123');
    expect(parseRef('6f1c2a9e-7b1d-4c2e-9a51-1c8e2d3f4a5b')).toBe('6f1c2a9e-7b1d-4c2e-9a51-1c8e2d3f4a5b');
    for (const bad of ['', '   ', 'a b', '<script>', 'x'.repeat(101), undefined]) expect(parseRef(bad), String(bad)).toBeNull();
  });
});
