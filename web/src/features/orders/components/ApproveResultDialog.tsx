import { BulkResultDialog } from '@/components/BulkResultDialog';
import type { ApproveOutcome } from '../api/types';

const TEXTS = { title: 'orders.bulk.resultTitle', summary: 'orders.bulk.resultSummary', ok: 'orders.bulk.ok', failed: 'orders.bulk.failed' };

/** What the server answered for each order of a bulk approval. */
export function ApproveResultDialog({ outcomes, numbers, onClose }: { outcomes: ApproveOutcome[] | null; numbers: ReadonlyMap<number, string>; onClose: () => void }) {
  return (
    <BulkResultDialog
      outcomes={outcomes}
      nameOf={(o) => o.number ?? numbers.get(o.id) ?? `#${o.id}`}
      texts={TEXTS}
      testId="approve-result"
      itemTestId="approve"
      onClose={onClose}
    />
  );
}
