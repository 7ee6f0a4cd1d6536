import { describe, expect, it } from 'vitest';
import type { Plan } from '@/features/plans/types';
import { initialSubscription, plansFor, priceOf, subscriptionSchema } from './subscription';

function plan(id: number, name: string, currency: 'MYR' | 'IDR', monthlyPrice: string, extra: Partial<Plan> = {}): Plan {
  return {
    id,
    code: name.toLowerCase(),
    name,
    description: '',
    currency,
    monthlyPrice,
    yearlyPrice: `${monthlyPrice}0`,
    maxAgents: null,
    maxBranches: null,
    features: [],
    trialDays: 14,
    active: true,
    current: false,
    ...extra,
  };
}

const plans = [
  plan(1, 'Pro', 'MYR', '399.00'),
  plan(2, 'Basic', 'MYR', '99.00'),
  plan(3, 'Dasar', 'IDR', '250000'),
  plan(4, 'Legacy', 'MYR', '49.00', { active: false }),
];

describe('set plan', () => {
  it('offers the active plans in the company currency, cheapest first', () => {
    expect(plansFor({ currency: 'MYR' }, plans).map((p) => p.id)).toEqual([2, 1]);
    expect(plansFor({ currency: 'IDR' }, plans).map((p) => p.id)).toEqual([3]);
  });

  it('starts from the company plan, or the cheapest with its trial for a new subscription', () => {
    const offered = plansFor({ currency: 'MYR' }, plans);
    expect(initialSubscription({ planName: 'Pro', period: 'yearly' }, offered)).toEqual({ planId: '1', period: 'yearly', trialDays: '0' });
    expect(initialSubscription({ planName: null, period: null }, offered)).toEqual({ planId: '2', period: 'monthly', trialDays: '14' });
    expect(initialSubscription({ planName: 'Legacy', period: 'monthly' }, offered).planId).toBe('2');
    expect(initialSubscription({ planName: null, period: null }, [])).toEqual({ planId: '', period: 'monthly', trialDays: '0' });
  });

  it('prices a plan by period', () => {
    expect(priceOf(plans[0]!, 'monthly')).toBe('399.00');
    expect(priceOf(plans[0]!, 'yearly')).toBe('399.000');
  });

  it('sends numbers', () => {
    expect(subscriptionSchema.parse({ planId: '2', period: 'yearly', trialDays: ' 7 ' })).toEqual({ planId: 2, period: 'yearly', trialDays: 7 });
    expect(subscriptionSchema.safeParse({ planId: '', period: 'monthly', trialDays: '0' }).error?.issues[0]?.message).toBe('validation.plan');
    expect(subscriptionSchema.safeParse({ planId: '2', period: 'weekly', trialDays: '0' }).error?.issues[0]?.message).toBe('validation.period');
    expect(subscriptionSchema.safeParse({ planId: '2', period: 'monthly', trialDays: '400' }).error?.issues[0]?.message).toBe('validation.trial_days');
  });
});
