import { StatusBadge, type Tone } from '@/components/StatusBadge';
import { useSettlementTexts } from './use-settlement-texts';

const TONES: Record<string, Tone> = { pending: 'warning', settled: 'success' };

/** Pending (amber: not paid out yet) or settled (green: paid out, figures frozen). */
export function PaymentStatusBadge({ status, testId = 'settlement-status' }: { status: string; testId?: string }) {
  const text = useSettlementTexts();
  return (
    <StatusBadge status={status} tone={TONES[status] ?? 'neutral'} testId={testId}>
      {text.status(status)}
    </StatusBadge>
  );
}
