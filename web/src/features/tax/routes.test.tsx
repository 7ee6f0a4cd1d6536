import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaGuard } from '@/components/AreaGuard';
import { HQ_USER } from '@/test-utils';
import { Cp58Page } from './pages/Cp58Page';
import { HqCp58Page } from './pages/HqCp58Page';
import { isAgent, taxRoutes } from './routes';

async function loaded(route: RouteObject) {
  expect(route.element).toBeUndefined();
  const answer = await (route.lazy as () => Promise<Partial<RouteObject>>)();
  expect(isValidElement(answer.element)).toBe(true);
  return answer.element as ReactElement<{ area?: string; allow?: (u: unknown) => boolean; children: ReactElement }>;
}

describe('CP58 routes', () => {
  it('loads /hqCP58 lazily behind the reports area, and /cp58 behind the commission area for agents only', async () => {
    expect(taxRoutes.map((r) => r.path)).toEqual(['/hqCP58', '/cp58']);
    const [hq, own] = await Promise.all(taxRoutes.map(loaded));
    expect(hq.type).toBe(AreaGuard);
    expect(hq.props.area).toBe('reports');
    expect(hq.props.allow).toBeUndefined();
    expect(hq.props.children.type).toBe(HqCp58Page);
    expect(own.type).toBe(AreaGuard);
    expect(own.props.area).toBe('commission');
    expect(own.props.allow).toBe(isAgent);
    expect(own.props.children.type).toBe(Cp58Page);
    expect([isAgent({ role: 'agent' }), isAgent(HQ_USER), isAgent({ role: 'staff' })]).toEqual([true, false, false]);
  });
});
