import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { ApiError } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { failureText } from '@/lib/form';
import { reloadEinvoices, sendNow, useEinvoices, useEinvoiceSettings } from '../api/einvoice';
import type { Einvoice, EinvoiceRound } from '../api/types';
import { CancelDialog } from '../components/CancelDialog';
import { ConnectionCard } from '../components/ConnectionCard';
import { DocumentDialog } from '../components/DocumentDialog';
import { EinvoiceList } from '../components/EinvoiceList';
import { ExportMenu } from '../components/ExportMenu';
import { KindSelect, SearchBox } from '../components/Filters';
import { Refusal } from '../components/Refusal';
import { ResubmitDialog } from '../components/ResubmitDialog';
import { RoundResult } from '../components/RoundResult';
import { StatusChips } from '../components/StatusChips';
import { isNotMalaysian } from '../logic/errors';
import { isFiltered, readQuery, withChange, writeQuery, type EinvoiceQuery } from '../logic/query';

/** HQ connects MyInvois, sends, corrects and cancels (the API answers staff 403); staff who read the reports see the list, export and read documents. */
export const canManageEinvoices = (role: string) => role === 'hq';

type Open = { what: 'resubmit' | 'cancel' | 'view'; einvoice: Einvoice } | null;

/**
 * /e-invoicing[?status=][&kind=][&search=][&page=]: the company's LHDN e-invoices (docs/api-einvoice.md).
 * HQ connects the company's MyInvois taxpayer system (and sees what Setup lacks for a document); the
 * documents written from completed sales, paid payouts and each month's consolidated sales are listed
 * newest first with their status, LHDN's reasons when refused, the validation link once valid, and the
 * JSON as sent. HQ sends now, corrects and sends again, and cancels within 72 hours. The choices live in
 * the address; a company not trading in ringgit is told why there is nothing here.
 */
export function EinvoicingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const isHq = canManageEinvoices(user.role);
  const settings = useEinvoiceSettings(isHq);
  const list = useEinvoices(query);
  const [round, setRound] = useState<EinvoiceRound | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);

  const go = useCallback(
    (change: Partial<EinvoiceQuery>) => setParams((current) => writeQuery(withChange(readQuery(current), change)), { replace: true }),
    [setParams],
  );
  const onSearch = useCallback((s: string) => go({ search: s }), [go]);
  const reload = () => reloadEinvoices(mutate).catch(() => undefined);

  const refusal = [settings.error, list.error].find(isNotMalaysian);
  const connected = settings.data?.connected ?? list.data?.connected;

  const runRound = async () => {
    setSending(true);
    setSendError(null);
    setRound(null);
    setNotice(null);
    try {
      setRound(await sendNow());
      await reload();
    } catch (err) {
      setSendError(failureText(err));
      if (err instanceof ApiError && err.error === 'myinvois_not_connected') await reload();
    } finally {
      setSending(false);
    }
  };

  const done = (key: 'resubmitted' | 'cancelled') => async (saved: Einvoice) => {
    setOpen(null);
    setNotice(t(`einvoice.notice.${key}`, { code: saved.codeNumber }));
    await reload();
  };

  // Another filter or page loading: the page shown stays, dimmed.
  const stale = list.isLoading && list.data !== undefined;

  return (
    <div className="mx-auto max-w-6xl min-w-0" data-testid="einvoicing-page">
      <PageTitle
        subtitle={t('einvoice.intro')}
        actions={
          !refusal && (
            <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-start">
              {isHq && (
                <Button onClick={() => void runRound()} loading={sending} disabled={connected === false} className="w-full sm:w-auto" data-testid="einvoice-send-now">
                  {t('einvoice.sendNow')}
                </Button>
              )}
              <ExportMenu query={query} />
            </div>
          )
        }
      >
        {t('einvoice.title')}
      </PageTitle>
      {refusal ? (
        <Refusal message={refusal instanceof Error ? refusal.message : t('errors.generic')} />
      ) : (
        <div className="space-y-5">
          {isHq ? (
            <Loaded data={settings.data} error={settings.error} retry={() => void settings.mutate()}>
              {(c) => (
                <ConnectionCard
                  connection={c}
                  onChanged={async (saved) => {
                    if (saved) await settings.mutate(saved, { revalidate: false });
                    await reload();
                  }}
                />
              )}
            </Loaded>
          ) : (
            list.data && (
              <p className="rounded-lg bg-white p-3 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="einvoice-staff-state" data-connected={list.data.connected}>
                {list.data.connected ? t('einvoice.staff.connected') : t('einvoice.staff.notConnected')}
              </p>
            )
          )}
          {isHq && connected === false && (
            <p className="text-sm text-slate-600" data-testid="einvoice-send-hint">
              {t('einvoice.sendNowHint')}
            </p>
          )}
          {sendError && <FormMessage testId="einvoice-send-error">{sendError}</FormMessage>}
          {round && <RoundResult round={round} onClose={() => setRound(null)} />}
          {notice && (
            <FormMessage kind="success" testId="einvoice-notice">
              {notice}
            </FormMessage>
          )}
          <section aria-labelledby="einvoice-list-title" className="min-w-0 space-y-4">
            <h2 id="einvoice-list-title" className="text-base font-semibold text-slate-900">
              {t('einvoice.listTitle')}
            </h2>
            <div className="min-w-0 space-y-3 rounded-xl bg-white p-3 ring-1 ring-slate-200" data-testid="einvoice-filters">
              <StatusChips value={query.status} counts={list.data?.counts} onChange={(s) => go({ status: s })} />
              <div className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
                <KindSelect value={query.kind} onChange={(k) => go({ kind: k })} />
                <SearchBox value={query.search} onChange={onSearch} />
              </div>
            </div>
            <Loaded data={list.data} error={list.error} retry={() => void list.mutate()}>
              {(page) => (
                <EinvoiceList
                  page={page}
                  filtered={isFiltered(query)}
                  stale={stale}
                  canAct={isHq}
                  onPage={(p) => go({ page: p })}
                  onResubmit={(e) => setOpen({ what: 'resubmit', einvoice: e })}
                  onCancel={(e) => setOpen({ what: 'cancel', einvoice: e })}
                  onView={(e) => setOpen({ what: 'view', einvoice: e })}
                />
              )}
            </Loaded>
          </section>
        </div>
      )}
      {open?.what === 'resubmit' && <ResubmitDialog einvoice={open.einvoice} onClose={() => setOpen(null)} onDone={done('resubmitted')} />}
      {open?.what === 'cancel' && <CancelDialog einvoice={open.einvoice} onClose={() => setOpen(null)} onDone={done('cancelled')} />}
      {open?.what === 'view' && <DocumentDialog einvoice={open.einvoice} onClose={() => setOpen(null)} />}
    </div>
  );
}
