import { StatusBadge } from '@/components/StatusBadge';
import { payoutTone } from '../logic/payouts';
import { useCommissionTexts } from './use-commission-texts';

/** A payout's status: requested (waiting for HQ), approved, rejected, sending (with Billplz), paid or failed (Billplz returned it). */
export function PayoutStatusBadge({ status }: { status: string }) {
  const text = useCommissionTexts();
  return (
    <StatusBadge status={status} tone={payoutTone(status)} testId="payout-status">
      {text.payoutStatus(status)}
    </StatusBadge>
  );
}
