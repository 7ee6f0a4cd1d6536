import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';

/** One item's answer in a bulk action: done or not, and what the server said. */
export interface BulkOutcome {
  id: number;
  ok: boolean;
  message?: string | null;
}

/**
 * What the server answered for each item of a bulk action (orders approved, payouts decided): a summary
 * and one line per item, named as the list showed it. `texts` are translation keys of the screen's own
 * words; `testId` prefixes the test ids (`<testId>`, `-summary`, `-close`, and `<item>-outcome` rows).
 */
export function BulkResultDialog<T extends BulkOutcome>({
  outcomes,
  nameOf,
  okText,
  texts,
  testId,
  itemTestId,
  onClose,
}: {
  outcomes: readonly T[] | null;
  nameOf: (o: T) => string;
  /** What a done item says when the server adds nothing (defaults to `texts.ok`). */
  okText?: string;
  texts: { title: string; summary: string; ok: string; failed: string };
  testId: string;
  itemTestId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const said = (o: T) => o.message || (o.ok ? (okText ?? t(texts.ok)) : t(texts.failed));
  const done = outcomes?.filter((o) => o.ok).length ?? 0;
  const failed = (outcomes?.length ?? 0) - done;
  return (
    <Dialog
      open={outcomes !== null}
      wide
      title={t(texts.title)}
      testId={testId}
      onClose={onClose}
      footer={
        <Button onClick={onClose} data-testid={`${testId}-close`}>
          {t('common.close')}
        </Button>
      }
    >
      <p className="mb-3" data-testid={`${testId}-summary`}>
        {t(texts.summary, { done, failed })}
      </p>
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {(outcomes ?? []).map((o) => (
          <li key={o.id} className="flex items-start gap-3 px-3 py-2" data-testid={`${itemTestId}-outcome`} data-ok={o.ok}>
            <span aria-hidden="true" className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${o.ok ? 'bg-emerald-600' : 'bg-red-600'}`}>
              {o.ok ? '✓' : '!'}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold break-words text-slate-900">{nameOf(o)}</span>
              <span className={`block break-words ${o.ok ? 'text-slate-600' : 'text-red-700'}`}>
                <span className="sr-only">{t(o.ok ? texts.ok : texts.failed)}: </span>
                {said(o)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
