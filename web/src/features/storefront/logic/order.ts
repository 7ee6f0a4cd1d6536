/**
 * A tracked order's status in the customer's words: the banner's title and message, its colour, and each
 * step's name. A pickup order (an e-koop store's: collected at the school) says "collected" where a
 * courier order says "delivered". The keys are written out whole so the texts test finds them.
 */
import type { Tone } from '@/components/StatusBadge';
import type { TrackedStatus } from '../api/types';

const STATUSES: readonly TrackedStatus[] = ['unpaid', 'approval', 'to_ship', 'delivery', 'completed', 'cancelled', 'refund'];

/** The status as the screens know it; an unknown one (a newer server) is shown as it is sent. */
export const trackedStatus = (status: string): TrackedStatus | null => (STATUSES as readonly string[]).includes(status) ? (status as TrackedStatus) : null;

export const isPickup = (shipmentType: string) => shipmentType === 'pickup';

export const STATUS_TONE: Record<TrackedStatus, Tone> = {
  unpaid: 'warning',
  approval: 'info',
  to_ship: 'info',
  delivery: 'info',
  completed: 'success',
  cancelled: 'neutral',
  refund: 'neutral',
};

/** The banner's title and message keys. */
export function statusTexts(status: TrackedStatus, pickup: boolean): { title: string; message: string } {
  switch (status) {
    case 'unpaid':
      return { title: 'storefront.order.status.unpaid.title', message: 'storefront.order.status.unpaid.message' };
    case 'approval':
      return { title: 'storefront.order.status.approval.title', message: 'storefront.order.status.approval.message' };
    case 'to_ship':
      return pickup
        ? { title: 'storefront.order.status.toShipPickup.title', message: 'storefront.order.status.toShipPickup.message' }
        : { title: 'storefront.order.status.toShip.title', message: 'storefront.order.status.toShip.message' };
    case 'delivery':
      return { title: 'storefront.order.status.delivery.title', message: 'storefront.order.status.delivery.message' };
    case 'completed':
      return pickup
        ? { title: 'storefront.order.status.collected.title', message: 'storefront.order.status.collected.message' }
        : { title: 'storefront.order.status.completed.title', message: 'storefront.order.status.completed.message' };
    case 'cancelled':
      return { title: 'storefront.order.status.cancelled.title', message: 'storefront.order.status.cancelled.message' };
    case 'refund':
      return { title: 'storefront.order.status.refund.title', message: 'storefront.order.status.refund.message' };
  }
}

/** A step of the timeline: the status the order reached, as an event ("Order placed", "Paid", …). */
export function stepText(status: TrackedStatus, pickup: boolean): string {
  switch (status) {
    case 'unpaid':
      return 'storefront.order.step.placed';
    case 'approval':
      return 'storefront.order.step.approval';
    case 'to_ship':
      return 'storefront.order.step.paid';
    case 'delivery':
      return 'storefront.order.step.shipped';
    case 'completed':
      return pickup ? 'storefront.order.step.collected' : 'storefront.order.step.delivered';
    case 'cancelled':
      return 'storefront.order.step.cancelled';
    case 'refund':
      return 'storefront.order.step.refunded';
  }
}

/**
 * A status in a list of orders: the tracking page's banner title. The list does not say whether an order
 * was delivered or collected at a school, so a completed one is "Completed" there.
 */
export function listStatusText(status: TrackedStatus): string {
  return status === 'completed' ? 'storefront.myOrders.completed' : statusTexts(status, false).title;
}
