import { describe, expect, it } from 'vitest';
import { missingRules } from './password-rules';

describe('password rules', () => {
  it('accepts the demo password', () => {
    expect(missingRules('Demo@1234')).toEqual([]);
  });
  it('lists what is missing', () => {
    expect(missingRules('')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(missingRules('abcdefgh')).toEqual(['upper', 'digit', 'special']);
    expect(missingRules('ABCDEFG1!')).toEqual(['lower']);
    expect(missingRules('Abc1!')).toEqual(['length']);
  });
});
