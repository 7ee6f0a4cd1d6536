import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import type { PayoutOutcome } from '../api/types';

/**
 * What the server answered for each payout of a bulk action (`names`: each payout as the list showed it;
 * `okText`: what a done payout says when the server adds nothing, e.g. sent to Billplz).
 */
export function PayoutResultDialog({ outcomes, names, okText, onClose }: { outcomes: PayoutOutcome[] | null; names: ReadonlyMap<number, string>; okText?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const said = (o: PayoutOutcome) => o.message || (o.ok ? (okText ?? t('commission.queue.ok')) : t('commission.queue.failed'));
  const done = outcomes?.filter((o) => o.ok).length ?? 0;
  const failed = (outcomes?.length ?? 0) - done;
  return (
    <Dialog
      open={outcomes !== null}
      wide
      title={t('commission.queue.resultTitle')}
      testId="payout-result"
      onClose={onClose}
      footer={
        <Button onClick={onClose} data-testid="payout-result-close">
          {t('common.close')}
        </Button>
      }
    >
      <p className="mb-3" data-testid="payout-result-summary">
        {t('commission.queue.resultSummary', { done, failed })}
      </p>
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {(outcomes ?? []).map((o) => (
          <li key={o.id} className="flex items-start gap-3 px-3 py-2" data-testid="payout-outcome" data-ok={o.ok}>
            <span aria-hidden="true" className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${o.ok ? 'bg-emerald-600' : 'bg-red-600'}`}>
              {o.ok ? '✓' : '!'}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold break-words text-slate-900">{names.get(o.id) ?? `#${o.id}`}</span>
              <span className={`block break-words ${o.ok ? 'text-slate-600' : 'text-red-700'}`}>
                <span className="sr-only">{t(o.ok ? 'commission.queue.ok' : 'commission.queue.failed')}: </span>
                {said(o)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
