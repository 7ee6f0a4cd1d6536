import { StatusBadge } from '@/components/StatusBadge';
import { topupTone } from '../logic/topup';
import { useCommissionTexts } from './use-commission-texts';

/** A top-up's status: pending (its Billplz bill not paid yet), paid or failed. */
export function TopupStatusBadge({ status }: { status: string }) {
  const text = useCommissionTexts();
  return (
    <StatusBadge status={status} tone={topupTone(status)} testId="topup-status">
      {text.topupStatus(status)}
    </StatusBadge>
  );
}
