/**
 * Which actions an order's details screen offers, and where each goes. The server decides what is
 * allowed (canApprove, canCancel, canRefund, canShip, canComplete); the screen adds the pickup
 * hand-over for a self-pickup order waiting to ship, and routes an agent's action to /api/sales/….
 */
import type { Order } from '../api/types';
import type { OrderScope } from './scope';

export type OrderAction = 'approve' | 'cancel' | 'refund' | 'ship' | 'pickup' | 'complete';

export const ACTION_ORDER: readonly OrderAction[] = ['approve', 'ship', 'pickup', 'complete', 'cancel', 'refund'];

export interface ActionButton {
  action: OrderAction;
  /** key under `orders.actions.` */
  label: string;
  /** 'link': a page of its own (pickup) */
  kind: 'dialog' | 'link';
  danger: boolean;
  /** what the dialog asks for: a remark (cancel, refund), the tracking number (ship), or nothing */
  input: 'remark' | 'tracking' | null;
}

/** True when the signed-in agent placed the order (the buyer), not their downline with them. */
export function isBuyer(order: Pick<Order, 'agent'>, scope: OrderScope): boolean {
  return scope.agent && order.agent.id === scope.userId;
}

/**
 * The server's can* flags are for whoever manages the order (HQ, or the seller of a team order). The
 * buyer has two actions of their own that the flags do not cover: delete an unpaid order and confirm
 * a delivered one. The seller of a team order (an upline) may also refund it and hand it over.
 */
export function allowedActions(order: Order, scope: OrderScope): ActionButton[] {
  const buyer = isBuyer(order, scope);
  const pickupOrder = order.status === 'to_ship' && order.shipmentType === 'pickup';
  const allowed: Record<OrderAction, boolean> = {
    approve: order.canApprove && scope.approve && !buyer,
    ship: order.canShip && order.shipmentType === 'courier' && !buyer,
    pickup: !buyer && (scope.agent || scope.hqTools) && (order.canPickup ?? pickupOrder),
    complete: buyer ? order.status === 'delivery' : order.canComplete,
    cancel: buyer ? order.status === 'unpaid' : order.canCancel,
    refund: order.canRefund && !buyer,
  };
  return ACTION_ORDER.filter((a) => allowed[a]).map((action) => ({
    action,
    label: action === 'ship' && order.status === 'delivery' ? 'updateTracking' : action === 'complete' && buyer ? 'received' : action,
    kind: action === 'pickup' ? 'link' : 'dialog',
    danger: action === 'cancel' || action === 'refund',
    input: action === 'ship' ? 'tracking' : (action === 'cancel' && !buyer) || action === 'refund' ? 'remark' : null,
  }));
}

/** The call for an action: HQ's /api/orders/…, the seller's /api/sales/order/…, or the buyer's own. */
export function actionEndpoint(action: Exclude<OrderAction, 'pickup'>, order: Pick<Order, 'agent'>, scope: OrderScope): string {
  if (!scope.agent) return `/api/orders/${action}`;
  if (isBuyer(order, scope)) {
    if (action === 'complete') return '/api/sales/order/received';
    if (action === 'cancel') return '/api/sales/order/delete';
  }
  return `/api/sales/order/${action}`;
}

/** The body of an action call: HQ approves a list of ids, the seller one order (`{id}`). */
export function actionBody(action: Exclude<OrderAction, 'pickup'>, id: number, scope: OrderScope, text = ''): Record<string, unknown> {
  switch (action) {
    case 'approve':
      return scope.agent ? { id } : { ids: [id] };
    case 'cancel':
    case 'refund':
      return { id, remark: text.trim() || null };
    case 'ship':
      return { id, trackingNumber: text.trim() };
    case 'complete':
      return { id };
  }
}

