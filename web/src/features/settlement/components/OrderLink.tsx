import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { canAccess } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { orderPath } from '../logic/paths';

/**
 * A payment's order number, linked to the HQ order screen for those who may open it (plain text for the
 * others). A tap on it opens the order, not the payment's details of the row around it.
 */
export function OrderLink({ orderId, orderNumber, className = '' }: { orderId: number; orderNumber: string; className?: string }) {
  const user = useCurrentUser();
  if (!canAccess(user, 'orders')) return <span className={`font-semibold break-all text-slate-900 ${className}`}>{orderNumber}</span>;
  return (
    <Link
      to={orderPath(orderId)}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      className={`inline-flex min-h-11 items-center font-semibold break-all text-primary underline-offset-2 hover:underline ${className}`}
      data-testid="settlement-order-link"
    >
      {orderNumber}
    </Link>
  );
}
