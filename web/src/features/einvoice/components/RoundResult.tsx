import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import type { EinvoiceRound } from '../api/types';
import { roundOutcome } from '../logic/display';
import { useEinvoiceTexts } from './use-einvoice-texts';

/**
 * What "Send now" did: documents written, sent, validated and refused, or nothing to do; or that MyInvois
 * could not be reached (its words), the rest waiting for the next round. Closed by HQ.
 */
export function RoundResult({ round, onClose }: { round: EinvoiceRound; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useEinvoiceTexts();
  const outcome = roundOutcome(round);
  const figures = [
    ['written', round.written],
    ['submitted', round.submitted],
    ['valid', round.valid],
    ['invalid', round.invalid],
  ] as const;
  const box =
    outcome === 'error' ? 'bg-red-50 text-red-900 ring-red-200' : round.invalid > 0 ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200';
  return (
    <section role={outcome === 'error' ? 'alert' : 'status'} className={`rounded-xl p-4 text-sm ring-1 ${box}`} data-testid="einvoice-round" data-outcome={outcome}>
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{outcome === 'error' ? t('einvoice.round.failed') : outcome === 'idle' ? t('einvoice.round.idle') : t('einvoice.round.done')}</p>
        <Button variant="ghost" className="-mt-2 -mr-2 shrink-0" onClick={onClose} aria-label={t('einvoice.round.close')} data-testid="einvoice-round-close">
          ×
        </Button>
      </div>
      {outcome === 'error' && (
        <p className="mt-1 break-words" data-testid="einvoice-round-error">
          {round.error}
        </p>
      )}
      {outcome !== 'idle' && (
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="einvoice-round-figures">
          {figures.map(([key, n]) => (
            <div key={key} className="min-w-0 rounded-lg bg-white/70 px-3 py-2" data-testid={`einvoice-round-${key}`}>
              <dt className="text-xs">{t(`einvoice.round.${key}`)}</dt>
              <dd className="text-lg font-bold tabular-nums">{text.number(n)}</dd>
            </div>
          ))}
        </dl>
      )}
      {outcome === 'error' && <p className="mt-2">{t('einvoice.round.waits')}</p>}
      {outcome !== 'error' && round.invalid > 0 && <p className="mt-2">{t('einvoice.round.invalidHint')}</p>}
    </section>
  );
}
