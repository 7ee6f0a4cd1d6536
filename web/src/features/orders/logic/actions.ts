/**
 * Which actions an order's details screen offers, and where each goes. The server decides what is
 * allowed (canApprove, canCancel, canRefund, canShip, canComplete); the screen adds the pickup
 * hand-over for a self-pickup order waiting to ship, and routes an agent's action to /api/sales/….
 */
import type { PostCall } from '@/lib/schema';
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

/**
 * The call for an action, path and body together: HQ's /api/orders/… (approve takes a list of ids), the
 * seller's /api/sales/order/… (one order, `{id}`), or the buyer's own (received, delete an unpaid order).
 * `text` is the dialog's remark or tracking number.
 */
export function actionCall(action: Exclude<OrderAction, 'pickup'>, order: Pick<Order, 'id' | 'agent'>, scope: OrderScope, text = ''): PostCall {
  const id = order.id;
  const remark = text.trim() || null;
  const trackingNumber = text.trim();
  if (!scope.agent) {
    switch (action) {
      case 'approve':
        return ['/api/orders/approve', { ids: [id] }];
      case 'cancel':
        return ['/api/orders/cancel', { id, remark }];
      case 'refund':
        return ['/api/orders/refund', { id, remark }];
      case 'ship':
        return ['/api/orders/ship', { id, trackingNumber }];
      case 'complete':
        return ['/api/orders/complete', { id }];
    }
  }
  if (isBuyer(order, scope)) {
    if (action === 'complete') return ['/api/sales/order/received', { id }];
    if (action === 'cancel') return ['/api/sales/order/delete', { id }];
  }
  switch (action) {
    case 'approve':
      return ['/api/sales/order/approve', { id }];
    case 'cancel':
      return ['/api/sales/order/cancel', { id, remark }];
    case 'refund':
      return ['/api/sales/order/refund', { id, remark }];
    case 'ship':
      return ['/api/sales/order/ship', { id, trackingNumber }];
    case 'complete':
      return ['/api/sales/order/complete', { id }];
  }
}

