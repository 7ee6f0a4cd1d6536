import { BulkResultDialog } from '@/components/BulkResultDialog';
import type { PayoutOutcome } from '../api/types';

const TEXTS = { title: 'commission.queue.resultTitle', summary: 'commission.queue.resultSummary', ok: 'commission.queue.ok', failed: 'commission.queue.failed' };

/**
 * What the server answered for each payout of a bulk action (`names`: each payout as the list showed it;
 * `okText`: what a done payout says when the server adds nothing, e.g. sent to Billplz).
 */
export function PayoutResultDialog({ outcomes, names, okText, onClose }: { outcomes: PayoutOutcome[] | null; names: ReadonlyMap<number, string>; okText?: string; onClose: () => void }) {
  return (
    <BulkResultDialog
      outcomes={outcomes}
      nameOf={(o) => names.get(o.id) ?? `#${o.id}`}
      okText={okText}
      texts={TEXTS}
      testId="payout-result"
      itemTestId="payout"
      onClose={onClose}
    />
  );
}
