import { formatDate } from '@rangkai/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { SelectField } from '@/components/Field';
import { Pagination } from '@/components/Pagination';
import { useCompanies } from '@/features/companies/api';
import { messageOf } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { useInvoices } from './api';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { NewInvoiceDialog, type InvoicedCompany } from './NewInvoiceDialog';
import { filtersToParams, pageCount, pageRange, readFilters, type InvoiceFilters } from './query';
import { INVOICE_STATUSES, isInvoiceStatus } from './types';

export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const { data, error, isLoading, isValidating } = useInvoices(filters);
  const { data: companies } = useCompanies();
  const sortedCompanies = useMemo(() => [...(companies ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [companies]);
  // With a company chosen, a one-off invoice can be raised for it (once the company list knows its currency).
  const chosen = filters.companyId === null ? undefined : companies?.find((c) => c.id === filters.companyId);
  const [invoiceFor, setInvoiceFor] = useState<InvoicedCompany | null>(null);
  const closeInvoice = useCallback(() => setInvoiceFor(null), []);

  const change = (next: Partial<InvoiceFilters>) => setParams(filtersToParams({ ...filters, page: 1, ...next }));
  const pages = data ? pageCount(data.total, data.perPage) : 1;
  const range = data ? pageRange(data.page, data.perPage, data.total) : null;
  const filtered = filters.status !== '' || filters.companyId !== null;
  const detail = (id: number) => `/invoices/${id}`;

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('invoices.title')}</h1>
        {chosen && (
          <Button onClick={() => setInvoiceFor(chosen)} aria-label={t('invoices.new.for', { company: chosen.name })}>
            {t('invoices.new.action')}
          </Button>
        )}
      </div>

      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField
          label={t('invoices.filter.status')}
          value={filters.status}
          onChange={(e) => change({ status: isInvoiceStatus(e.target.value) ? e.target.value : '' })}
        >
          <option value="">{t('invoices.filter.all_statuses')}</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`invoices.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('invoices.filter.company')}
          value={filters.companyId === null ? '' : String(filters.companyId)}
          onChange={(e) => change({ companyId: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('invoices.filter.all_companies')}</option>
          {/* A company asked for in the address but not (yet) in the list still shows as chosen. */}
          {filters.companyId !== null && companies && !companies.some((c) => c.id === filters.companyId) && (
            <option value={filters.companyId}>#{filters.companyId}</option>
          )}
          {sortedCompanies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {filtered && (
          <button type="button" className="min-h-10 text-sm text-sky-700 hover:underline sm:px-2" onClick={() => setParams(new URLSearchParams())}>
            {t('invoices.filter.clear')}
          </button>
        )}
      </div>

      {error && <Alert>{messageOf(error)}</Alert>}
      {isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {data && data.items.length === 0 && (
        <div className="space-y-2 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">
          <p>{data.total > 0 ? t('invoices.page_empty') : filtered ? t('invoices.empty_filtered') : t('invoices.empty')}</p>
          {data.total > 0 && (
            <button type="button" className="text-sky-700 hover:underline" onClick={() => change({})}>
              {t('invoices.first_page')}
            </button>
          )}
        </div>
      )}

      {data && data.items.length > 0 && (
        <div className={`space-y-3 transition-opacity ${isValidating ? 'opacity-70' : ''}`}>
          {range && (
            <p className="text-sm text-slate-500" aria-live="polite">
              {t('invoices.showing', { from: range.from, to: range.to, total: data.total })}
            </p>
          )}

          {/* Phones and tablets: one card per invoice, the whole card opens it. */}
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden">
            {data.items.map((inv) => (
              <li key={inv.id}>
                <Link to={detail(inv.id)} className="block space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-slate-400">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-mono text-sm font-medium">{inv.number}</p>
                      <p className="truncate text-sm text-slate-600">{inv.companyName}</p>
                    </div>
                    <InvoiceStatusBadge status={inv.status} />
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-500">{t('invoices.columns.due_on')}</dt>
                    <dd>{formatDate(inv.dueOn, lang)}</dd>
                    <dt className="text-slate-500">{t('invoices.columns.total')}</dt>
                    <dd className="tabular-nums">{formatMoney(inv.total, inv.currency)}</dd>
                    <dt className="text-slate-500">{t('invoices.columns.balance')}</dt>
                    <dd className="font-medium tabular-nums">{formatMoney(inv.balance, inv.currency)}</dd>
                  </dl>
                </Link>
              </li>
            ))}
          </ul>

          {/* Wide screens: a table. */}
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm lg:block">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('invoices.columns.number')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('invoices.columns.company')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('invoices.columns.issued_on')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('invoices.columns.due_on')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {t('invoices.columns.total')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {t('invoices.columns.balance')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('invoices.columns.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((inv) => (
                  <tr key={inv.id} className="align-middle hover:bg-slate-50">
                    <td className="whitespace-nowrap px-4 py-3">
                      <Link to={detail(inv.id)} className="font-mono font-medium text-sky-700 underline-offset-2 hover:underline">
                        {inv.number}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{inv.companyName}</td>
                    <td className="whitespace-nowrap px-4 py-3">{formatDate(inv.issuedOn, lang)}</td>
                    <td className="whitespace-nowrap px-4 py-3">{formatDate(inv.dueOn, lang)}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatMoney(inv.total, inv.currency)}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">{formatMoney(inv.balance, inv.currency)}</td>
                    <td className="px-4 py-3">
                      <InvoiceStatusBadge status={inv.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <Pagination page={data.page} pages={pages} onPage={(page) => setParams(filtersToParams({ ...filters, page }))} />
        </div>
      )}

      <NewInvoiceDialog company={invoiceFor} onClose={closeInvoice} />
    </section>
  );
}
