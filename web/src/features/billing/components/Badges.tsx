import { StatusBadge } from '@/components/StatusBadge';
import { invoiceTone, subscriptionTone } from '../logic/display';
import { useBillingTexts } from './use-billing-texts';

/** Pending, partially paid, paid, overdue, void. */
export function InvoiceStatusBadge({ status, testId = 'invoice-status' }: { status: string; testId?: string }) {
  const text = useBillingTexts();
  return (
    <StatusBadge status={status} tone={invoiceTone(status)} testId={testId}>
      {text.status(status)}
    </StatusBadge>
  );
}

/** Trial, active, locked, suspended. */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  const text = useBillingTexts();
  return (
    <StatusBadge status={status} tone={subscriptionTone(status)} testId="subscription-status">
      {text.subscriptionStatus(status)}
    </StatusBadge>
  );
}
