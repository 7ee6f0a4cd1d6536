import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaGuard } from '@/components/AreaGuard';
import { storeRoutes } from './routes';
import { AccountPage } from './pages/AccountPage';
import { BannersPage } from './pages/BannersPage';
import { NewBannerPage } from './pages/NewBannerPage';
import { RegisterPage } from './pages/RegisterPage';
import { SetupPage } from './pages/SetupPage';
import { SummaryPage } from './pages/SummaryPage';

const PAGES: Record<string, unknown> = { register: RegisterPage, account: AccountPage, setup: SetupPage, 'store-summary': SummaryPage };
const PROGRAM_OF: Record<string, string> = { 'go-affiliate': 'affiliate', 'ejen-store': 'online', 'e-koop': 'ekoop' };

describe('store routes', () => {
  it('loads the fourteen screens lazily, each behind the stores area, with its program', async () => {
    expect(storeRoutes.map((r) => r.path)).toEqual([
      '/go-affiliate/register', '/go-affiliate/account', '/go-affiliate/setup', '/go-affiliate/store-summary',
      '/ejen-store/register', '/ejen-store/account', '/ejen-store/setup', '/ejen-store/store-summary',
      '/e-koop/register', '/e-koop/account', '/e-koop/setup', '/e-koop/store-summary',
      '/e-koop/banner', '/e-koop/banner/new',
    ]);
    for (const route of storeRoutes) {
      expect(route.element, route.path).toBeUndefined();
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      expect(isValidElement(loaded.element), route.path).toBe(true);
      const guard = loaded.element as ReactElement<{ area?: string; children: ReactElement<{ program?: string }> }>;
      expect(guard.type, route.path).toBe(AreaGuard);
      expect(guard.props.area, route.path).toBe('stores');
      const [, base, section, extra] = (route.path ?? '').split('/');
      const page = guard.props.children;
      if (section === 'banner') {
        expect(page.type, route.path).toBe(extra === 'new' ? NewBannerPage : BannersPage);
      } else {
        expect(page.type, route.path).toBe(PAGES[section]);
        expect(page.props.program, route.path).toBe(PROGRAM_OF[base]);
      }
    }
  });
});
