import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN, planSchema, planToForm } from './schema';
import type { Plan } from './types';

const form = { ...EMPTY_PLAN, code: 'pro', name: 'Pro', monthlyPrice: '199', yearlyPrice: '1990.5', features: ['reports', 'api'] };

function issues(values: unknown): Record<string, string> {
  const result = planSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('plan form', () => {
  it('sends prices at the currency scale and empty limits as unlimited', () => {
    const result = planSchema.safeParse(form);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      code: 'pro',
      name: 'Pro',
      description: '',
      currency: 'MYR',
      monthlyPrice: '199.00',
      yearlyPrice: '1990.50',
      maxAgents: null,
      maxBranches: null,
      features: ['reports', 'api'],
      trialDays: 0,
      active: true,
    });
  });

  it('reads limits and trial days as whole numbers', () => {
    const data = planSchema.parse({ ...form, maxAgents: ' 50 ', maxBranches: '1', trialDays: '14' });
    expect(data.maxAgents).toBe(50);
    expect(data.maxBranches).toBe(1);
    expect(data.trialDays).toBe(14);
    expect(issues({ ...form, maxAgents: '-1' })).toEqual({ maxAgents: 'validation.limit' });
    expect(issues({ ...form, maxAgents: '0' })).toEqual({ maxAgents: 'validation.limit' });
    expect(issues({ ...form, maxBranches: '2.5' })).toEqual({ maxBranches: 'validation.limit' });
    expect(issues({ ...form, trialDays: '' })).toEqual({ trialDays: 'validation.trial_days' });
    expect(issues({ ...form, trialDays: '366' })).toEqual({ trialDays: 'validation.trial_days' });
  });

  it('checks prices against the currency', () => {
    expect(issues({ ...form, monthlyPrice: '' })).toEqual({ monthlyPrice: 'validation.required' });
    expect(issues({ ...form, yearlyPrice: '19.999' })).toEqual({ yearlyPrice: 'validation.amount' });
    expect(issues({ ...form, currency: 'IDR', monthlyPrice: '250000', yearlyPrice: '2500000.50' })).toEqual({
      yearlyPrice: 'validation.amount_whole',
    });
    expect(planSchema.parse({ ...form, currency: 'IDR', monthlyPrice: '250000', yearlyPrice: '2500000' }).monthlyPrice).toBe('250000');
    expect(issues({ ...form, monthlyPrice: '1000000000000' })).toEqual({ monthlyPrice: 'validation.amount_too_large' });
    expect(planSchema.parse({ ...form, monthlyPrice: '0' }).monthlyPrice).toBe('0.00');
  });

  it('shows every field error at once, prices included', () => {
    expect(issues({ ...EMPTY_PLAN })).toEqual({
      code: 'validation.required',
      name: 'validation.required',
      monthlyPrice: 'validation.required',
      yearlyPrice: 'validation.required',
    });
  });

  it('requires a code of lowercase letters, digits and hyphens, and a name', () => {
    expect(issues({ ...form, code: 'pro plan', name: ' ' })).toEqual({ code: 'validation.plan_code', name: 'validation.required' });
    expect(issues({ ...form, code: '-pro' })).toEqual({ code: 'validation.plan_code' });
    expect(issues({ ...form, code: 'pro_myr' })).toEqual({ code: 'validation.plan_code' });
    expect(planSchema.parse({ ...form, code: ' Pro-MYR ' }).code).toBe('pro-myr');
    expect(issues({ ...form, currency: 'SGD' })).toHaveProperty('currency', 'validation.currency');
  });

  it('edits a plan and gives back what it did not show', () => {
    const plan: Plan = {
      id: 3,
      code: 'basic',
      name: 'Basic',
      description: 'For small teams',
      currency: 'IDR',
      monthlyPrice: '250000',
      yearlyPrice: '2500000',
      maxAgents: 100,
      maxBranches: null,
      features: ['reports', 'future_feature'],
      trialDays: 7,
      active: false,
      current: false,
    };
    const input: Record<string, unknown> = { ...plan };
    delete input.id;
    delete input.current;
    expect(planSchema.parse(planToForm(plan))).toEqual(input);
  });
});
