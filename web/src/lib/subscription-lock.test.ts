import { describe, expect, it } from 'vitest';
import { isLockedHq, lockedLanding, openWhileLocked } from './subscription-lock';

describe('the lock', () => {
  const hq = (status: 'active' | 'locked' | 'suspended', disallow = false) => ({ role: 'hq' as const, subscription: { disallow_login: disallow, status } });

  it('is HQ of a locked company who may still sign in', () => {
    expect(isLockedHq(hq('locked'))).toBe(true);
    expect(isLockedHq(hq('active'))).toBe(false);
    expect(isLockedHq(hq('locked', true))).toBe(false);
    expect(isLockedHq({ role: 'agent', subscription: { disallow_login: false, status: 'locked' } })).toBe(false);
    expect(isLockedHq({ role: 'staff', subscription: { disallow_login: false, status: 'locked' } })).toBe(false);
    expect(isLockedHq({ role: 'hq', subscription: null })).toBe(false);
    expect(isLockedHq(null)).toBe(false);
  });

  it('opens only the plan, the invoices, their pay pages and signing out', () => {
    for (const open of ['/subscription', '/subscription/', '/subscription/detail/31', '/plan-rewards', '/plan-rewards/plan-subscription', '/plan-rewards/rewards-details/2', '/ejenpay-zoho/4591', '/ejenpay-xero/6f1c', '/ejenpay/invoice/Q7fK2mZp9LxR4tWv8NbC3hJd', '/logout']) {
      expect(openWhileLocked(open), open).toBe(true);
    }
    for (const closed of ['/', '/home', '/products', '/subscription/detail/', '/subscription/other', '/plan-rewardsX', '/ejenpay-zoho/', '/ejenpay/topup/x', '/ejenpay/order/x', '/ejenpay/invoice/', '/agent-database', '/profile']) {
      expect(openWhileLocked(closed), closed).toBe(false);
    }
  });

  it('lands a locked HQ where they were headed if it is open to them', () => {
    expect(lockedLanding('/subscription/detail/31?x=1')).toBe('/subscription/detail/31?x=1');
    expect(lockedLanding('/products')).toBe('/subscription');
    expect(lockedLanding('/')).toBe('/subscription');
  });
});
