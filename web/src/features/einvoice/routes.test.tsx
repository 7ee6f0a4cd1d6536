import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaGuard } from '@/components/AreaGuard';
import { einvoiceRoutes } from './routes';
import { EinvoicingPage } from './pages/EinvoicingPage';

describe('e-invoicing routes', () => {
  it('loads /e-invoicing lazily, behind the reports area', async () => {
    expect(einvoiceRoutes.map((r) => r.path)).toEqual(['/e-invoicing']);
    const [route] = einvoiceRoutes;
    expect(route.element).toBeUndefined();
    const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
    expect(isValidElement(loaded.element)).toBe(true);
    const guard = loaded.element as ReactElement<{ area?: string; allow?: unknown; children: ReactElement }>;
    expect(guard.type).toBe(AreaGuard);
    expect(guard.props.area).toBe('reports');
    expect(guard.props.allow).toBeUndefined();
    expect(guard.props.children.type).toBe(EinvoicingPage);
  });
});
