import { describe, expect, it } from 'vitest';
import { amountProblem, compareAmounts, formatMoney, fromMinor, isZeroAmount, parseAmount, subtractAmounts, toMinor } from './money';

describe('money', () => {
  it('formats decimal strings in ringgit and rupiah', () => {
    expect(formatMoney('1234.5', 'MYR')).toBe('RM 1,234.50');
    expect(formatMoney('199.00', 'MYR')).toBe('RM 199.00');
    expect(formatMoney('1234500', 'IDR')).toBe('Rp 1.234.500');
    expect(formatMoney('-12.345', 'MYR')).toBe('-RM 12.35');
    expect(formatMoney('0', 'IDR')).toBe('Rp 0');
    expect(formatMoney(null, 'MYR')).toBe('');
    expect(formatMoney('12345678901234567890.99', 'MYR')).toBe('RM 12,345,678,901,234,567,890.99');
  });

  it('reads amounts typed for a currency', () => {
    expect(parseAmount('199', 'MYR')).toBe('199.00');
    expect(parseAmount(' 199.5 ', 'MYR')).toBe('199.50');
    expect(parseAmount('0.01', 'MYR')).toBe('0.01');
    expect(parseAmount('199.999', 'MYR')).toBeNull();
    expect(parseAmount('250000', 'IDR')).toBe('250000');
    expect(parseAmount('250000.5', 'IDR')).toBeNull();
    for (const bad of ['', '.', '-1', '1,000', 'abc', '1e3', '+5']) expect(parseAmount(bad, 'MYR'), bad).toBeNull();
  });

  it('names what is wrong with a typed amount', () => {
    expect(amountProblem(' ', 'MYR')).toBe('validation.required');
    expect(amountProblem('1.999', 'MYR')).toBe('validation.amount');
    expect(amountProblem('1.5', 'IDR')).toBe('validation.amount_whole');
    expect(amountProblem('1.50', 'MYR')).toBeNull();
    expect(amountProblem('999999999999.99', 'MYR')).toBeNull();
    expect(amountProblem('1000000000000', 'IDR')).toBe('validation.amount_too_large');
  });

  it('compares and subtracts without floats', () => {
    expect(compareAmounts('0.10', '0.1')).toBe(0);
    expect(compareAmounts('100', '99.99')).toBe(1);
    expect(compareAmounts('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareAmounts(null, '0')).toBe(0);
    expect(subtractAmounts('250.00', '199.5')).toBe('50.50');
    expect(subtractAmounts('100', '250')).toBe('-150');
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
    expect(toMinor('1.005', 2)).toBe(101n);
    expect(fromMinor(5n, 2)).toBe('0.05');
  });
});
