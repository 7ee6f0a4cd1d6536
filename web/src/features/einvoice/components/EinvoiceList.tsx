import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Pager } from '@/components/Pager';
import { StatusBadge, Tag } from '@/components/StatusBadge';
import type { Einvoice, EinvoicePage } from '../api/types';
import { documentDates, nothingWritten, toneOf } from '../logic/display';
import { EINVOICE_PER_PAGE } from '../logic/query';
import { useEinvoiceTexts } from './use-einvoice-texts';

export interface EinvoiceListProps {
  page: EinvoicePage;
  /** A filter or a search is set: an empty page means nothing matches, not that nothing was written. */
  filtered: boolean;
  stale?: boolean;
  /** HQ corrects, sends again and cancels (staff read). */
  canAct: boolean;
  onPage: (page: number) => void;
  onResubmit: (e: Einvoice) => void;
  onCancel: (e: Einvoice) => void;
  onView: (e: Einvoice) => void;
}

function EinvoiceStatus({ e }: { e: Einvoice }) {
  const text = useEinvoiceTexts();
  return (
    <StatusBadge status={e.status} tone={toneOf(e.status)} testId="einvoice-status">
      {text.status(e.status)}
    </StatusBadge>
  );
}

/** The code number, the kind (a consolidated one with its month) and, once LHDN has it, the UUID. */
function Identity({ e }: { e: Einvoice }) {
  const { t } = useTranslation();
  const text = useEinvoiceTexts();
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-semibold break-all text-slate-900" data-testid="einvoice-code">
        {e.codeNumber}
      </p>
      <p className="flex flex-wrap items-center gap-1.5">
        <Tag testId="einvoice-kind-tag">{text.kind(e.kind)}</Tag>
        {e.period && (
          <span className="text-xs text-slate-500" data-testid="einvoice-period">
            {text.month(e.period)}
          </span>
        )}
      </p>
      {e.uuid && (
        <p className="text-xs break-all text-slate-500" data-testid="einvoice-uuid">
          {t('einvoice.row.uuid', { uuid: e.uuid })}
        </p>
      )}
    </div>
  );
}

/** Supplier → buyer, each with their TIN. */
function Parties({ e }: { e: Einvoice }) {
  const { t } = useTranslation();
  const party = (name: string, tin: string, testId: string) => (
    <span className="block min-w-0" data-testid={testId}>
      <span className="block font-medium break-words text-slate-900">{name}</span>
      <span className="block text-xs break-all text-slate-500">{t('einvoice.row.tin', { tin })}</span>
    </span>
  );
  return (
    <div className="min-w-0 space-y-1" data-testid="einvoice-parties">
      {party(e.supplierName, e.supplierTin, 'einvoice-supplier')}
      <span className="block text-xs text-slate-400" aria-hidden="true">
        ↓
      </span>
      <span className="sr-only">{t('einvoice.row.to')}</span>
      {party(e.buyerName, e.buyerTin, 'einvoice-buyer')}
    </div>
  );
}

/** LHDN's reasons for refusing the document. */
function Reasons({ e }: { e: Einvoice }) {
  const { t } = useTranslation();
  if (e.status !== 'invalid' || e.reasons.length === 0) return null;
  return (
    <div className="min-w-0 rounded-lg bg-red-50 p-2 text-xs text-red-900 ring-1 ring-red-200" data-testid="einvoice-reasons">
      <p className="font-semibold">{t('einvoice.row.reasons')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {e.reasons.map((r, i) => (
          <li key={i} className="break-words">
            {r}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Dates({ e }: { e: Einvoice }) {
  const { t } = useTranslation();
  const text = useEinvoiceTexts();
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs" data-testid="einvoice-dates">
      {documentDates(e).map((d) => (
        <span key={d.key} className="contents" data-testid={`einvoice-date-${d.key}`}>
          <dt className="text-slate-500">{t(`einvoice.row.${d.key}`)}</dt>
          <dd className="text-slate-800">{text.dateTime(d.at)}</dd>
        </span>
      ))}
    </dl>
  );
}

/** The validation link once valid; HQ's cancel (within 72 hours) and correct-and-send-again (invalid); the document as sent. */
function Actions({ e, canAct, onResubmit, onCancel, onView, block = false }: Pick<EinvoiceListProps, 'canAct' | 'onResubmit' | 'onCancel' | 'onView'> & { e: Einvoice; block?: boolean }) {
  const { t } = useTranslation();
  const w = block ? 'w-full' : '';
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${block ? '' : 'items-end'}`} data-testid="einvoice-actions">
      {e.status === 'invalid' && e.canResubmit && canAct && (
        <Button variant="primary" className={w} onClick={() => onResubmit(e)} aria-label={t('einvoice.row.resubmitOf', { code: e.codeNumber })} data-testid="einvoice-resubmit">
          {t('einvoice.row.resubmit')}
        </Button>
      )}
      {e.validationLink && (
        <a
          href={e.validationLink}
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary/10 ${w}`}
          aria-label={t('einvoice.row.validationLinkOf', { code: e.codeNumber })}
          data-testid="einvoice-validation-link"
        >
          {t('einvoice.row.validationLink')}
          <span aria-hidden="true">↗</span>
        </a>
      )}
      {e.canCancel && canAct && (
        <Button variant="ghost" className={`text-red-700 hover:bg-red-50 ${w}`} onClick={() => onCancel(e)} aria-label={t('einvoice.row.cancelOf', { code: e.codeNumber })} data-testid="einvoice-cancel">
          {t('einvoice.row.cancel')}
        </Button>
      )}
      <Button variant="ghost" className={w} onClick={() => onView(e)} aria-label={t('einvoice.row.viewOf', { code: e.codeNumber })} data-testid="einvoice-view">
        {t('einvoice.row.view')}
      </Button>
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <span className="contents">
      <span className="text-slate-500">{label}</span>
      <span className="min-w-0 text-right break-words text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </span>
    </span>
  );
}

/**
 * One page of documents, newest first: a card each on phones, a table from md up (its status column holds the
 * dates; it scrolls inside its own box when wider than the screen). Invalid ones show LHDN's reasons; each
 * opens its JSON as sent.
 */
export function EinvoiceList(props: EinvoiceListProps) {
  const { page, filtered, stale = false, canAct, onPage, onResubmit, onCancel, onView } = props;
  const { t } = useTranslation();
  const text = useEinvoiceTexts();
  const { items } = page;
  if (items.length === 0 && page.total === 0) {
    const empty = filtered && !nothingWritten(page.counts) ? 'noMatch' : page.connected ? 'connected' : 'notConnected';
    return (
      <EmptyState testId="einvoice-empty">
        <span className="mx-auto block max-w-xl" data-kind={empty}>
          {t(`einvoice.empty.${empty}`)}
        </span>
      </EmptyState>
    );
  }
  const actions = { canAct, onResubmit, onCancel, onView };
  const head = 'px-3 py-3 whitespace-nowrap first:pl-4';

  return (
    <div className={stale ? 'opacity-60' : ''} aria-busy={stale || undefined}>
      <ul className="grid gap-3 md:hidden" data-testid="einvoice-cards">
        {items.map((e) => (
          <li key={e.id} className="min-w-0 space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="einvoice-card" data-status={e.status}>
            <div className="flex min-w-0 items-start justify-between gap-2">
              <Identity e={e} />
              <EinvoiceStatus e={e} />
            </div>
            <Parties e={e} />
            <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <Fact label={t('einvoice.row.total')} testId="einvoice-card-total">
                {text.money(e.total)}
              </Fact>
            </div>
            <Dates e={e} />
            <Reasons e={e} />
            <Actions e={e} {...actions} block />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block" data-testid="einvoice-table-box">
        <table className="w-full text-sm" data-testid="einvoice-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className={`${head} text-left`}>{t('einvoice.row.document')}</th>
              <th scope="col" className={`${head} text-left`}>{t('einvoice.row.parties')}</th>
              <th scope="col" className={`${head} text-right`}>{t('einvoice.row.total')}</th>
              <th scope="col" className={`${head} text-left`}>{t('einvoice.row.status')}</th>
              <th scope="col" className={`${head} text-right`}>
                <span className="sr-only">{t('einvoice.row.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((e) => (
              <tr key={e.id} className="align-top" data-testid="einvoice-row" data-status={e.status}>
                <td className="max-w-52 px-3 py-3 pl-4" data-testid="einvoice-cell-document">
                  <Identity e={e} />
                </td>
                <td className="max-w-56 min-w-32 px-3 py-3" data-testid="einvoice-cell-parties">
                  <Parties e={e} />
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums" data-testid="einvoice-cell-total">
                  {text.money(e.total)}
                </td>
                <td className="max-w-72 min-w-40 space-y-2 px-3 py-3" data-testid="einvoice-cell-status">
                  <EinvoiceStatus e={e} />
                  <Dates e={e} />
                  <Reasons e={e} />
                </td>
                <td className="w-40 px-3 py-2 text-right" data-testid="einvoice-cell-actions">
                  <Actions e={e} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager summary page={page.page} perPage={page.perPage || EINVOICE_PER_PAGE} total={page.total} onPage={onPage} />
    </div>
  );
}
