import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { closePeriod, refreshCommission, useClosePreview } from '../api/close';
import { commissionPath } from '../logic/paths';
import { KindCards } from './KindCards';
import { TotalCard } from './TotalCard';
import { useCommissionTexts } from './use-commission-texts';

/**
 * What closing `period` would commit: the total by kind, how many agents, the biggest statements, and why
 * it cannot be closed yet. HQ closes it after confirming; the server's refusal (not ended: 422; closed
 * meanwhile: 409) shows in the dialog as the server words it.
 */
export function ClosePreviewPanel({ period, onBack }: { period: string; onBack: () => void }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload } = useClosePreview(period);
  const [closedNow, setClosedNow] = useState(false);
  const month = text.month(period);
  const close = useConfirmAction(closePeriod, {
    onDone: async () => {
      setClosedNow(true);
      await refreshCommission(mutate);
    },
  });

  return (
    <div data-testid="close-preview">
      <Button variant="ghost" className="-ml-4 mb-1" onClick={onBack} data-testid="close-back">
        {t('commission.close.back')}
      </Button>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{t('commission.close.previewTitle', { month })}</h2>
      {closedNow && (
        <div className="mb-3">
          <FormMessage kind="success" testId="close-done">
            {t('commission.close.done', { month })}
          </FormMessage>
        </div>
      )}
      <Loaded data={data} error={error} retry={() => void reload()}>
        {(p) => (
          <>
            {p.reason && !closedNow && (
              <div className="mb-4">
                <FormMessage kind="info" testId="close-reason">
                  {p.reason}
                </FormMessage>
              </div>
            )}
            <TotalCard label={t('commission.totalFor', { month })} amount={text.money(p.total)} note={t('commission.close.agents', { count: p.agents })} testId="close-total" />
            <KindCards byKind={p.byKind} />
            {p.closable && (
              <div className="mb-4">
                <Button className="w-full sm:w-auto" onClick={() => close.ask(p.period)} data-testid="close-month">
                  {t('commission.close.close')}
                </Button>
              </div>
            )}
            <Card title={t('commission.close.statements')}>
              {p.statements.length === 0 ? (
                <EmptyState>{t('commission.empty.company', { month })}</EmptyState>
              ) : (
                <ol className="divide-y divide-slate-100" data-testid="close-statements">
                  {p.statements.map((s) => (
                    <li key={s.agent.id} data-testid="close-statement">
                      <Link
                        to={commissionPath({ agentId: s.agent.id, period: p.period })}
                        className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold break-words text-slate-900">{s.agent.name}</span>
                          <span className="block text-xs break-all text-slate-500">@{s.agent.username}</span>
                        </span>
                        <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{text.money(s.total)}</span>
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </>
        )}
      </Loaded>
      <ConfirmDialog
        {...close.dialog}
        testId="close-confirm"
        title={t('commission.close.confirmTitle', { month })}
        message={t('commission.close.confirmMessage', { month })}
        confirmLabel={t('commission.close.close')}
      />
    </div>
  );
}
