import { describe, expect, it } from 'vitest';
import { ekoopOrder } from '../test-utils';
import { canHandOver, mayHandOver, type Viewer } from './pickup';

const hq: Viewer = { agent: false, hqTools: true, userId: 1 };
const staffWithoutOrders: Viewer = { agent: false, hqTools: false, userId: 30 };
const owner: Viewer = { agent: true, hqTools: false, userId: 9 };
const otherAgent: Viewer = { ...owner, userId: 12 };

describe('who may record an e-koop hand-over', () => {
  it("is HQ staff who manage orders, or the agent who owns the order's store", () => {
    const o = ekoopOrder();
    expect(mayHandOver(o, hq)).toBe(true);
    expect(mayHandOver(o, owner)).toBe(true);
    expect(mayHandOver(o, otherAgent)).toBe(false);
    expect(mayHandOver(o, staffWithoutOrders)).toBe(false);
    // An agent's own order that is no store's is not a co-op hand-over.
    expect(mayHandOver(ekoopOrder({ store: null }), owner)).toBe(false);
  });

  it('only while the order waits to be collected', () => {
    expect(canHandOver(ekoopOrder(), owner)).toBe(true);
    for (const status of ['unpaid', 'approval', 'completed', 'cancelled', 'refund'] as const) expect(canHandOver(ekoopOrder({ status }), hq), status).toBe(false);
  });
});
