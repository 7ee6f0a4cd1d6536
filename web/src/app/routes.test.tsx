import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { agentRoutes } from '@/features/agents/routes';
import { campaignRoutes } from '@/features/campaigns/routes';
import { catalogueRoutes } from '@/features/catalogue/routes';
import { commissionRoutes } from '@/features/commission/routes';
import { courierRoutes } from '@/features/couriers/routes';
import { filesRoutes } from '@/features/files/routes';
import { integrationRoutes } from '@/features/integrations/routes';
import { inventoryRoutes } from '@/features/inventory/routes';
import { shopRoutes } from '@/features/shop/routes';
import { storeRoutes } from '@/features/stores/routes';
import { orderRoutes } from '@/features/orders/routes';
import { ekoopOrderRoutes } from '@/features/ekoop-orders/routes';
import { rankingRoutes } from '@/features/rankings/routes';
import { reportRoutes } from '@/features/reports/routes';
import { rewardRoutes } from '@/features/rewards/routes';
import { analyticsRoutes } from '@/features/analytics/routes';
import { TopupResultPage } from '@/features/commission/pages/TopupResultPage';
import { isHqSide } from '@/lib/access';
import { taxRoutes } from '@/features/tax/routes';
import { einvoiceRoutes } from '@/features/einvoice/routes';
import { ejenpayRoutes } from '@/features/ejenpay/routes';
import { PaymentPage } from '@/features/ejenpay/pages/PaymentPage';
import { voucherRoutes } from '@/features/vouchers/routes';
import en from '../locales/en/translation.json';
import { AreaGuard } from '@/components/AreaGuard';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';
import { RequireAuth } from './guards';
import { AppShell } from './layouts/AppShell';
import { HIDDEN_HQ_PATH, HIDDEN_MEMBER_PATH, NOT_FOUND_ID, routes } from './routes';

const here = path.dirname(fileURLToPath(import.meta.url));
// web/src/app → web/src → web → <repo> → the shared folder beside the repo: web/../../shared
const ROUTES_FILE = process.env.RK_ROUTES_FILE ?? path.resolve(here, '../../../../shared/spec/routes.txt');

/** Spec routes: "public /login", "login /products/edit/{id}" → { kind, path with sample values }. */
function specRoutes(): { kind: string; pattern: string; sample: string }[] {
  return fs
    .readFileSync(ROUTES_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [kind, pattern] = l.split(/\s+/);
      return { kind, pattern, sample: pattern.replace(/\{[^}]+\}/g, '1') };
    });
}

function resolve(pathname: string) {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route;
}

function isNotFound(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.length === 0 || matches.some((m) => m.route.id === NOT_FOUND_ID);
}

describe('route table', () => {
  const spec = specRoutes();

  it('reads the spec route list', () => {
    expect(spec.length).toBeGreaterThan(100);
  });

  it.each(spec.map((r) => [r.pattern, r.sample]))('%s resolves to a real route, not the catch-all', (_pattern, sample) => {
    expect(resolve(sample)).toBeDefined();
    expect(isNotFound(sample)).toBe(false);
  });

  it('sends unknown paths and the hidden entries where they belong', () => {
    expect(isNotFound('/definitely-not-a-page')).toBe(true);
    expect(isNotFound('/products/edit/1/extra')).toBe(true);
    expect(isNotFound(HIDDEN_MEMBER_PATH)).toBe(false);
    expect(isNotFound(HIDDEN_HQ_PATH)).toBe(false);
  });

  it('routes the score ranking, the gameplan, the top-up result pages, the reports and the analytics for real, not as placeholders', () => {
    const built = ['/score-ranking', '/gameplan', '/ejenpay/topup/pending-payment', '/ejenpay-topup/completed', '/ejenpay-topup/failed', '/reporting', '/analytics', '/files', '/files/folders'];
    const placeholders = PLACEHOLDER_ROUTES.map((r) => r.path);
    for (const path of built) {
      expect(placeholders, path).not.toContain(path);
      expect(resolve(path)?.path, path).toBe(path);
      expect(resolve(path)?.lazy, path).toBeTypeOf('function');
    }
    // The hall of fame keeps its own route, and the earlier top-up address still opens.
    expect(resolve('/score-ranking/hall-of-fame')?.path).toBe('/score-ranking/hall-of-fame');
    expect(resolve('/ejenpay-topup/500.00')?.path).toBe('/ejenpay-topup/:amount');
  });

  it('routes the points and rewards screens for real, not as placeholders (both addresses of each history to one page)', () => {
    const built = ['/point-rewards', '/point-rewards/reward-details', '/point-rewards/point-history', '/point-rewards/redeemed-rewards', '/campaign/point-history', '/campaign/redeemed-history', '/campaign/win-prize', '/campaign-list'];
    const placeholders = PLACEHOLDER_ROUTES.map((r) => r.path);
    for (const path of built) {
      expect(placeholders, path).not.toContain(path);
      expect(resolve(path)?.path, path).toBe(path);
      expect(resolve(path)?.lazy, path).toBeTypeOf('function');
    }
  });

  it("routes HQ's campaign screens for real, not as placeholders", () => {
    const placeholders = PLACEHOLDER_ROUTES.map((r) => r.path);
    for (const path of ['/campaign', '/campaign/new', '/campaign/edit', '/campaign/redeem-history']) {
      expect(placeholders, path).not.toContain(path);
      expect(resolve(path)?.path, path).toBe(path);
      expect(resolve(path)?.lazy, path).toBeTypeOf('function');
    }
  });

  it('routes the three store programs and the e-koop banners for real, not as placeholders', () => {
    const placeholders = PLACEHOLDER_ROUTES.map((r) => r.path);
    const built = ['go-affiliate', 'ejen-store', 'e-koop'].flatMap((p) => ['register', 'account', 'setup', 'store-summary'].map((s) => `/${p}/${s}`));
    built.push('/e-koop/banner', '/e-koop/banner/new');
    expect(built).toHaveLength(14);
    for (const path of built) {
      expect(placeholders, path).not.toContain(path);
      expect(resolve(path)?.path, path).toBe(path);
      expect(resolve(path)?.lazy, path).toBeTypeOf('function');
      expect(storeRoutes, path).toContain(resolve(path));
    }
    expect(PLACEHOLDER_ROUTES.filter((r) => r.area === 'stores')).toEqual([]);
  });

  it('routes the e-koop order screens for real, not as placeholders', () => {
    const placeholders = PLACEHOLDER_ROUTES.map((r) => r.path);
    for (const path of ['/manage-orders-ekoop', '/manage-orders-ekoop/order-details', '/manage-orders-ekoop/order-details/invoice', '/manage-orders-ekoop/update-pickup']) {
      expect(placeholders, path).not.toContain(path);
      expect(resolve(path)?.path, path).toBe(path);
      expect(resolve(path)?.lazy, path).toBeTypeOf('function');
      expect(ekoopOrderRoutes, path).toContain(resolve(path));
    }
  });

  it('routes the integrations hub for real, not as a placeholder', () => {
    expect(PLACEHOLDER_ROUTES.map((r) => r.path)).not.toContain('/integration');
    expect(PLACEHOLDER_ROUTES.filter((r) => r.area === 'integrations')).toEqual([]);
    expect(resolve('/integration')?.path).toBe('/integration');
    expect(resolve('/integration')?.lazy).toBeTypeOf('function');
    expect(integrationRoutes).toContain(resolve('/integration'));
  });

  it('routes the CP58 screens for real, not as placeholders', () => {
    const placeholders = PLACEHOLDER_ROUTES.map((r) => r.path);
    for (const path of ['/cp58', '/hqCP58']) {
      expect(placeholders, path).not.toContain(path);
      expect(resolve(path)?.path, path).toBe(path);
      expect(resolve(path)?.lazy, path).toBeTypeOf('function');
      expect(taxRoutes, path).toContain(resolve(path));
    }
  });

  it('routes the e-invoicing screen for real, not as a placeholder', () => {
    expect(PLACEHOLDER_ROUTES.map((r) => r.path)).not.toContain('/e-invoicing');
    expect(resolve('/e-invoicing')?.path).toBe('/e-invoicing');
    expect(resolve('/e-invoicing')?.lazy).toBeTypeOf('function');
    expect(einvoiceRoutes).toContain(resolve('/e-invoicing'));
  });

  it('routes the payment page for real, not as a placeholder, without taking the top-up result page', () => {
    expect(PLACEHOLDER_ROUTES.map((r) => r.path)).not.toContain('/ejenpay/:payType/:sessionId');
    for (const path of ['/ejenpay/order/Q7fK2mZp9LxR4tWv8NbC3hJd', '/ejenpay/topup/Q7fK2mZp9LxR4tWv8NbC3hJd']) {
      expect(resolve(path)?.path, path).toBe('/ejenpay/:payType/:sessionId');
      expect(resolve(path)?.lazy, path).toBeTypeOf('function');
      expect(ejenpayRoutes, path).toContain(resolve(path));
    }
    expect(resolve('/ejenpay/topup/pending-payment')?.path).toBe('/ejenpay/topup/pending-payment');
  });

  it('has a translated title for every placeholder, and no duplicate paths', () => {
    const titles = en.routes as Record<string, string>;
    for (const r of PLACEHOLDER_ROUTES) expect(titles[r.title], r.title).toBeTruthy();
    const paths = PLACEHOLDER_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps public spec routes public (outside RequireAuth)', () => {
    for (const r of spec.filter((s) => s.kind === 'public')) {
      const matches = matchRoutes(routes, r.sample) ?? [];
      const protectedMatch = matches.some((m) => m.route.element && typeof m.route.element === 'object' && 'type' in m.route.element && (m.route.element.type as { name?: string }).name === 'RequireAuth');
      expect(protectedMatch, r.pattern).toBe(false);
    }
  });
});

/** Every route in the table, depth first. */
function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
}

/** Runs a route's `lazy` (the page's dynamic import) and returns the element it gives the router. */
async function lazyElement(route: RouteObject): Promise<ReactElement<{ area?: string; allow?: unknown }>> {
  expect(typeof route.lazy, route.path).toBe('function');
  const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
  expect(isValidElement(loaded.element), route.path).toBe(true);
  return loaded.element as ReactElement<{ area?: string; allow?: unknown }>;
}

describe('lazy routes (code splitting)', () => {
  it('loads every lazy page and gives the router an element', async () => {
    const lazy = allRoutes(routes).filter((r) => r.lazy);
    expect(lazy.length).toBeGreaterThan(30);
    for (const r of lazy) {
      expect(r.element, r.path).toBeUndefined();
      await lazyElement(r);
    }
    // Every page module of the app is imported here: slow on a busy machine (CI beside a build).
  }, 60_000);

  it('keeps the first-load screens eager', () => {
    for (const path of ['/login', '/logout', '/forgot-password', '/reset-password', '/register/verify', '/register/verified', '/', '/home', '/offline', '/500', '/no-access', '/subscription/expired', '/definitely-not-a-page']) {
      const route = resolve(path);
      expect(route?.lazy, path).toBeUndefined();
      expect(route?.element, path).toBeDefined();
    }
  });

  it('keeps each feature page behind its area guard', async () => {
    const areas: [RouteObject[], string][] = [
      [catalogueRoutes.filter((r) => r.path !== '/combo'), 'products'],
      [catalogueRoutes.filter((r) => r.path === '/combo'), 'shop'],
      [inventoryRoutes, 'inventory'],
      [courierRoutes, 'courier'],
      [voucherRoutes, 'vouchers'],
      [campaignRoutes, 'campaigns'],
      [shopRoutes, 'shop'],
      [orderRoutes, 'orders'],
      [ekoopOrderRoutes, 'orders'],
      [commissionRoutes, 'commission'],
      [rankingRoutes, 'rankings'],
      [reportRoutes, 'reports'],
      [analyticsRoutes, 'reports'],
      [rewardRoutes, 'rewards'],
      [filesRoutes, 'files'],
      [storeRoutes, 'stores'],
      [integrationRoutes, 'integrations'],
    ];
    for (const [list, area] of areas) {
      for (const r of list) {
        const element = await lazyElement(r);
        expect(element.type, r.path).toBe(AreaGuard);
        expect(element.props.area, r.path).toBe(area);
      }
    }
    for (const r of agentRoutes) {
      const element = await lazyElement(r);
      expect(element.type, r.path).toBe(AreaGuard);
      expect(typeof element.props.allow, r.path).toBe('function');
    }
    for (const [path, area] of [['/company', 'company'], ['/score-ranking/hall-of-fame', 'hall_of_fame'], ['/category-products', 'products']]) {
      const element = await lazyElement(resolve(path)!);
      expect(element.type, path).toBe(AreaGuard);
      expect(element.props.area, path).toBe(area);
    }
  });

  it('opens the payment page to every signed-in user (the common area), inside the shell', async () => {
    const element = await lazyElement(resolve('/ejenpay/order/Q7fK2mZp9LxR4tWv8NbC3hJd')!);
    expect(element.type).toBe(AreaGuard);
    expect(element.props.area).toBe('common');
    expect(element.props.allow).toBeUndefined();
    expect((element.props as { children?: ReactElement }).children?.type).toBe(PaymentPage);
    const matches = matchRoutes(routes, '/ejenpay/order/Q7fK2mZp9LxR4tWv8NbC3hJd') ?? [];
    expect(matches.some((m) => m.route.element && (m.route.element as ReactElement).type === AppShell)).toBe(true);
    expect(matches.some((m) => m.route.element && (m.route.element as ReactElement).type === RequireAuth)).toBe(true);
  });

  it('opens each top-up result page on the HQ side only, with the status its path implies', async () => {
    const pages: [string, string | undefined][] = [
      ['/ejenpay-topup/completed', 'completed'],
      ['/ejenpay-topup/failed', 'failed'],
      ['/ejenpay/topup/pending-payment', 'pending'],
      ['/ejenpay-topup/500.00', undefined],
    ];
    for (const [path, status] of pages) {
      const element = await lazyElement(resolve(path)!);
      expect(element.type, path).toBe(AreaGuard);
      expect(element.props.area, path).toBe('commission');
      expect(element.props.allow, path).toBe(isHqSide);
      const page = (element.props as { children?: ReactElement<{ status?: string }> }).children;
      expect(page?.type, path).toBe(TopupResultPage);
      expect(page?.props.status, path).toBe(status);
    }
  });
});
