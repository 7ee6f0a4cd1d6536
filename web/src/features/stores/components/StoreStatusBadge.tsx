import { StatusBadge, type Tone } from '@/components/StatusBadge';
import type { StoreStatus } from '../api/types';
import { useStoreTexts } from './use-store-texts';

const TONE: Record<StoreStatus, Tone> = { pending: 'warning', active: 'success', rejected: 'danger', suspended: 'neutral' };

export function StoreStatusBadge({ status, testId = 'store-status' }: { status: StoreStatus; testId?: string }) {
  const text = useStoreTexts();
  return (
    <StatusBadge status={status} tone={TONE[status] ?? 'neutral'} testId={testId}>
      {text.status(status)}
    </StatusBadge>
  );
}
