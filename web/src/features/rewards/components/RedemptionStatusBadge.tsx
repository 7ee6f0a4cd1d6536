import { StatusBadge } from '@/components/StatusBadge';
import { statusTone } from '../logic/rewards';
import { useRewardTexts } from './use-reward-texts';

/** Issued (a voucher), to hand over, handed over. */
export function RedemptionStatusBadge({ status }: { status: string }) {
  const text = useRewardTexts();
  return (
    <StatusBadge status={status} tone={statusTone(status)} testId="redemption-status">
      {text.status(status)}
    </StatusBadge>
  );
}
