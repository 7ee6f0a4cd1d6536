import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaGuard } from '@/components/AreaGuard';
import { settlementRoutes } from './routes';
import { SettlementReportPage } from './pages/SettlementReportPage';

describe('settlement routes', () => {
  it('loads /settlement-report lazily, behind the reports area', async () => {
    expect(settlementRoutes.map((r) => r.path)).toEqual(['/settlement-report']);
    const [route] = settlementRoutes;
    expect(route.element).toBeUndefined();
    const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
    expect(isValidElement(loaded.element)).toBe(true);
    const guard = loaded.element as ReactElement<{ area?: string; children: ReactElement }>;
    expect(guard.type).toBe(AreaGuard);
    expect(guard.props.area).toBe('reports');
    expect(guard.props.children.type).toBe(SettlementReportPage);
  });
});
