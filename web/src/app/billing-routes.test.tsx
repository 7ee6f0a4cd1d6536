import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaGuard } from '@/components/AreaGuard';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';
import { routes } from './routes';
import { canAccess } from '@/lib/access';
import { navigationFor } from '@/lib/navigation';
import { billingRoutes } from '@/features/billing/routes';
import { AGENT_USER, HQ_USER, STAFF_USER } from '@/features/billing/test-utils';

const BUILT = ['/plan-rewards', '/plan-rewards/rewards-details/3', '/plan-rewards/plan-subscription', '/subscription', '/subscription/detail/31', '/ejenpay-zoho/4591', '/ejenpay-xero/6f1c'];

describe('billing routes', () => {
  it('routes the plan, the invoices and the pay pages for real, not as placeholders', () => {
    const placeholders = PLACEHOLDER_ROUTES.map((r) => r.path);
    for (const path of BUILT) {
      const matches = matchRoutes(routes, path) ?? [];
      const route = matches[matches.length - 1]?.route;
      expect(route?.lazy, path).toBeTypeOf('function');
      expect(billingRoutes, path).toContain(route);
      expect(placeholders, path).not.toContain(route?.path);
    }
  });

  it('keeps every billing page behind the subscription area: HQ only', async () => {
    for (const r of billingRoutes) {
      const loaded = await (r.lazy as () => Promise<Partial<RouteObject>>)();
      expect(isValidElement(loaded.element), r.path).toBe(true);
      const element = loaded.element as ReactElement<{ area?: string }>;
      expect(element.type, r.path).toBe(AreaGuard);
      expect(element.props.area, r.path).toBe('subscription');
    }
    expect(canAccess(HQ_USER, 'subscription')).toBe(true);
    expect(canAccess(STAFF_USER, 'subscription')).toBe(false);
    expect(canAccess(AGENT_USER, 'subscription')).toBe(false);
  }, 30_000);

  it('puts Plan & rewards and Subscription in the menu of HQ only', () => {
    const hq = navigationFor(HQ_USER).map((i) => i.to);
    expect(hq.slice(-2)).toEqual(['/plan-rewards', '/subscription']);
    expect(navigationFor(STAFF_USER).map((i) => i.to)).not.toContain('/plan-rewards');
    expect(navigationFor(AGENT_USER).map((i) => i.to)).not.toContain('/plan-rewards');
  });
});
