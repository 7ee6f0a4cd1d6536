import { formatDate, formatDateTime } from '@rangkai/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { TextAreaField } from '@/components/Field';
import { messageOf } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { resendInvoice, useInvoice, useRefreshBilling, voidInvoice } from './api';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { invoiceActions } from './rules';
import { voidSchema } from './schema';
import type { Invoice } from './types';

/** Set by what opens an invoice it has just made (the "New invoice" dialog). */
export interface InvoiceNotice {
  notice?: string;
}

export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const notice = (location.state as InvoiceNotice | null)?.notice;
  const { data: invoice, error, isLoading } = useInvoice(id);

  return (
    <section className="mx-auto max-w-4xl space-y-4">
      <Link to="/invoices" className="text-sm text-slate-500 hover:text-slate-800">
        ← {t('invoices.title')}
      </Link>
      {error && <Alert>{messageOf(error)}</Alert>}
      {isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {invoice && <InvoiceDetail invoice={invoice} initialNotice={notice} />}
    </section>
  );
}

function InvoiceDetail({ invoice, initialNotice }: { invoice: Invoice; initialNotice?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const refresh = useRefreshBilling();
  const allowed = invoiceActions(invoice);
  const money = (amount: string) => formatMoney(amount, invoice.currency);

  const [notice, setNotice] = useState<string | null>(initialNotice ?? null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [resending, setResending] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [voidBusy, setVoidBusy] = useState(false);
  const [voidError, setVoidError] = useState<string | null>(null);

  const start = () => {
    setNotice(null);
    setActionError(null);
  };

  const closeVoid = useCallback(() => {
    setVoiding(false);
    setVoidError(null);
    setReasonError(undefined);
  }, []);
  const closePay = useCallback(() => setPaying(false), []);

  const resend = async () => {
    start();
    setResending(true);
    try {
      await resendInvoice(invoice.id);
      setNotice(t('invoices.resend.done', { number: invoice.number }));
    } catch (e) {
      setActionError(messageOf(e));
    } finally {
      setResending(false);
    }
  };

  const confirmVoid = async () => {
    const parsed = voidSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    setVoidError(null);
    setVoidBusy(true);
    try {
      await voidInvoice(invoice.id, parsed.data.reason);
      await refresh();
      setVoiding(false);
      setNotice(t('invoices.void.done', { number: invoice.number }));
    } catch (e) {
      setVoidError(messageOf(e));
    } finally {
      setVoidBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-all font-mono text-2xl font-semibold">{invoice.number}</h1>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          <Link to={`/invoices?companyId=${invoice.companyId}`} className="text-sm text-sky-700 underline-offset-2 hover:underline">
            {invoice.companyName}
          </Link>
        </div>
        {(allowed.recordPayment || allowed.void || allowed.resend) && (
          <div className="grid w-full grid-cols-1 gap-2 sm:flex sm:w-auto sm:flex-wrap">
            {allowed.recordPayment && (
              <Button
                onClick={() => {
                  start();
                  setPaying(true);
                }}
              >
                {t('invoices.actions.record_payment')}
              </Button>
            )}
            {allowed.resend && (
              <Button variant="secondary" busy={resending} onClick={() => void resend()}>
                {t('invoices.actions.resend')}
              </Button>
            )}
            {allowed.void && (
              <Button
                variant="danger"
                onClick={() => {
                  start();
                  setReason('');
                  setVoiding(true);
                }}
              >
                {t('invoices.actions.void')}
              </Button>
            )}
          </div>
        )}
      </div>

      {notice && <Alert tone="success">{notice}</Alert>}
      {actionError && <Alert>{actionError}</Alert>}
      {invoice.status === 'void' && (
        <Alert tone="info">{invoice.voidReason ? t('invoices.detail.void_reason', { reason: invoice.voidReason }) : t('invoices.detail.voided')}</Alert>
      )}

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm lg:grid-cols-4">
        <Fact label={t('invoices.detail.issued_on')}>{formatDate(invoice.issuedOn, lang)}</Fact>
        <Fact label={t('invoices.detail.due_on')}>{formatDate(invoice.dueOn, lang)}</Fact>
        <Fact label={t('invoices.detail.period')}>
          {t('invoices.detail.period_range', { start: formatDate(invoice.periodStart, lang), end: formatDate(invoice.periodEnd, lang) })}
        </Fact>
        <Fact label={t('invoices.detail.currency')}>{invoice.currency}</Fact>
        {invoice.accountingRef && (
          <Fact label={t('invoices.detail.accounting_ref')}>
            <span className="break-all font-mono text-xs">{invoice.accountingRef}</span>
          </Fact>
        )}
        {invoice.payMethods.length > 0 && (
          <Fact label={t('invoices.detail.pay_methods')}>{invoice.payMethods.map((m) => t(`invoices.methods.${m}`, { defaultValue: m })).join(', ')}</Fact>
        )}
      </dl>

      <div className="space-y-2">
        <h2 className="text-lg font-semibold">{t('invoices.detail.items')}</h2>
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          {/* Phones: each line stacked. */}
          <ul className="divide-y divide-slate-100 sm:hidden">
            {invoice.items.map((item, i) => (
              <li key={i} className="space-y-1 p-4 text-sm">
                <p className="break-words font-medium">{item.description}</p>
                <div className="flex justify-between gap-2 text-slate-600">
                  <span>
                    {item.quantity} × {money(item.unitPrice)}
                  </span>
                  <span className="font-medium tabular-nums text-slate-900">{money(item.amount)}</span>
                </div>
              </li>
            ))}
          </ul>
          <table className="hidden min-w-full divide-y divide-slate-200 text-sm sm:table">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('invoices.detail.description')}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t('invoices.detail.quantity')}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t('invoices.detail.unit_price')}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t('invoices.detail.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {invoice.items.map((item, i) => (
                <tr key={i}>
                  <td className="px-4 py-3">{item.description}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{item.quantity}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{money(item.unitPrice)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{money(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="space-y-1 border-t border-slate-200 p-4 text-sm sm:ml-auto sm:max-w-xs">
            <Total label={t('invoices.detail.total')}>{money(invoice.total)}</Total>
            <Total label={t('invoices.detail.paid')}>{money(invoice.paid)}</Total>
            <Total label={t('invoices.detail.balance')} strong>
              {money(invoice.balance)}
            </Total>
          </dl>
        </div>
      </div>

      <div className="space-y-2">
        <h2 className="text-lg font-semibold">{t('invoices.detail.payments')}</h2>
        {invoice.payments.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-500">{t('invoices.detail.no_payments')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm">
            {invoice.payments.map((p) => (
              <li key={p.id} className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium">
                    {t(`invoices.methods.${p.method}`, { defaultValue: p.method })}
                    <span className="text-slate-400"> · </span>
                    <span className="break-all font-mono text-xs text-slate-600">{p.reference}</span>
                  </p>
                  <p className="text-slate-500">{formatDateTime(p.paidAt, lang)}</p>
                  {p.note && <p className="whitespace-pre-line break-words text-slate-600">{p.note}</p>}
                </div>
                <p className="shrink-0 font-medium tabular-nums">{money(p.amount)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <RecordPaymentDialog
        invoice={invoice}
        open={paying}
        onClose={closePay}
        onDone={(message) => {
          setPaying(false);
          setNotice(message);
          void refresh();
        }}
      />

      <ConfirmDialog
        open={voiding}
        title={t('invoices.void.title', { number: invoice.number })}
        confirmLabel={t('invoices.actions.void')}
        danger
        busy={voidBusy}
        error={voidError}
        onConfirm={() => void confirmVoid()}
        onCancel={closeVoid}
      >
        <div className="space-y-3">
          <p>{t('invoices.void.body', { number: invoice.number, company: invoice.companyName })}</p>
          <TextAreaField label={t('invoices.void.reason')} rows={2} value={reason} error={reasonError} onChange={(e) => setReason(e.target.value)} />
        </div>
      </ConfirmDialog>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Total({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-1 text-base font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-slate-500'}>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
