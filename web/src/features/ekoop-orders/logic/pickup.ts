/**
 * Who may record an e-koop order's hand-over at the school: HQ staff who manage orders, or the co-op's
 * agent for their own store's order (a store order's agent is the store's owner). The server decides
 * again (POST /api/store-program/ekoop/pickup).
 */
import type { Order } from '@/features/orders/api/types';

/** What the rule needs of the viewer: the orders' scope (useOrderScope) has it. */
export interface Viewer {
  /** an agent (else HQ or staff) */
  agent: boolean;
  /** HQ, or staff who manage orders */
  hqTools: boolean;
  userId: number;
}

/** The viewer may hand this order over (whatever its status). */
export function mayHandOver(order: Pick<Order, 'agent' | 'store'>, scope: Viewer): boolean {
  return scope.agent ? order.store != null && order.agent.id === scope.userId : scope.hqTools;
}

/** The order is waiting to be collected and the viewer may record who collected it. */
export function canHandOver(order: Pick<Order, 'agent' | 'store' | 'status'>, scope: Viewer): boolean {
  return order.status === 'to_ship' && mayHandOver(order, scope);
}
