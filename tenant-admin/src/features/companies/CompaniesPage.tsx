import { formatDate } from '@rangkai/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { buttonClass } from '@/components/buttonClass';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NewInvoiceDialog } from '@/features/invoices/NewInvoiceDialog';
import { messageOf } from '@/lib/api';
import { compareAmounts, formatMoney } from '@/lib/money';
import { ACTION_TARGET, actionsFor, setCompanyStatus, useCompanies, type Company, type StatusAction } from './api';
import { SetPlanDialog } from './SetPlanDialog';
import { StatusBadge } from './StatusBadge';

/** Row buttons: smaller than the default (the `!` wins over buttonClass's own size). */
const SMALL = 'min-h-8! px-3! py-1! text-xs!';

interface Pending {
  company: Company;
  action: StatusAction;
}

export function CompaniesPage() {
  const { t, i18n } = useTranslation();
  const { data: companies, error, isLoading, mutate } = useCompanies();
  const [pending, setPending] = useState<Pending | null>(null);
  const [planFor, setPlanFor] = useState<Company | null>(null);
  const [invoiceFor, setInvoiceFor] = useState<Company | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const close = useCallback(() => {
    setPending(null);
    setActionError(null);
  }, []);

  const closePlan = useCallback(() => setPlanFor(null), []);
  const closeInvoice = useCallback(() => setInvoiceFor(null), []);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setActionError(null);
    try {
      const updated = await setCompanyStatus(pending.company.id, ACTION_TARGET[pending.action]);
      await mutate((list) => list?.map((c) => (c.id === updated.id ? { ...c, ...updated } : c)), { revalidate: true });
      setNotice(t(`companies.done.${pending.action}`, { name: updated.name }));
      setPending(null);
    } catch (e) {
      setActionError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const lang = i18n.resolvedLanguage ?? i18n.language;

  /**
   * Billing (set plan, new invoice) and status (lock, unlock, suspend) in two groups: when the row is too
   * narrow for all of them, the status group goes to a line of its own rather than splitting a group.
   */
  const actions = (company: Company, table = false) => (
    <div className={`flex flex-wrap gap-2 ${table ? 'justify-end' : ''}`}>
      <div className={`flex gap-2 ${table ? '' : 'flex-wrap'}`}>
        <Button
          variant="secondary"
          className={SMALL}
          onClick={() => {
            setNotice(null);
            setPlanFor(company);
          }}
        >
          {t('companies.actions.set_plan')}
        </Button>
        <Button
          variant="secondary"
          className={SMALL}
          onClick={() => {
            setNotice(null);
            setInvoiceFor(company);
          }}
        >
          {t('companies.actions.new_invoice')}
        </Button>
      </div>
      <div className={`flex gap-2 ${table ? '' : 'flex-wrap'}`}>
        {actionsFor(company.status).map((action) => (
          <Button
            key={action}
            variant={action === 'suspend' ? 'danger' : 'secondary'}
            className={SMALL}
            onClick={() => {
              setNotice(null);
              setPending({ company, action });
            }}
          >
            {t(`companies.actions.${action}`)}
          </Button>
        ))}
      </div>
    </div>
  );

  const address = (company: Company, nowrap = false) => (
    <a
      href={company.url}
      target="_blank"
      rel="noreferrer"
      className={`${nowrap ? 'whitespace-nowrap' : 'break-all'} text-sky-700 underline-offset-2 hover:underline`}
    >
      {company.custom_domain ?? company.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
    </a>
  );

  const plan = (company: Company) =>
    company.planName ? (
      <>
        <span className="font-medium">{company.planName}</span>
        {company.period && <span className="block text-xs text-slate-500">{t(`periods.${company.period}`)}</span>}
      </>
    ) : (
      <span className="text-slate-400">{t('companies.no_plan')}</span>
    );

  /** The balance due; when something is due it leads to the company's invoices. */
  const balance = (company: Company) => {
    const text = formatMoney(company.balanceDue, company.currency);
    if (compareAmounts(company.balanceDue, '0') <= 0) return <span className="tabular-nums">{text}</span>;
    return (
      <Link to={`/invoices?companyId=${company.id}`} className="whitespace-nowrap font-medium tabular-nums text-red-700 underline-offset-2 hover:underline">
        {text}
      </Link>
    );
  };

  const renews = (company: Company) => (company.renewsOn ? formatDate(company.renewsOn, lang) : <span className="text-slate-400">—</span>);

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('companies.title')}</h1>
        <Link to="/companies/new" className={buttonClass('primary')}>
          {t('companies.new')}
        </Link>
      </div>

      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert>{messageOf(error)}</Alert>}
      {isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {companies && companies.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">
          {t('companies.empty')}
        </p>
      )}

      {companies && companies.length > 0 && (
        <>
          {/* Phones and tablets: one card per company. */}
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden">
            {companies.map((c) => (
              <li key={c.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{c.name}</p>
                    <p className="font-mono text-xs text-slate-500">{c.slug}</p>
                  </div>
                  <StatusBadge status={c.status} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-500">{t('companies.columns.plan')}</dt>
                  <dd className="min-w-0">{plan(c)}</dd>
                  <dt className="text-slate-500">{t('companies.columns.renews_on')}</dt>
                  <dd>{renews(c)}</dd>
                  <dt className="text-slate-500">{t('companies.columns.balance_due')}</dt>
                  <dd>{balance(c)}</dd>
                  <dt className="text-slate-500">{t('companies.columns.currency')}</dt>
                  <dd>{c.currency}</dd>
                  <dt className="text-slate-500">{t('companies.columns.created')}</dt>
                  <dd>{formatDate(c.created_at, lang)}</dd>
                  <dt className="text-slate-500">{t('companies.columns.address')}</dt>
                  <dd className="min-w-0">{address(c)}</dd>
                </dl>
                {actions(c)}
              </li>
            ))}
          </ul>

          {/* Wide screens: a table. */}
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm xl:block">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    {t('companies.columns.name')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('companies.columns.currency')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('companies.columns.status')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('companies.columns.plan')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('companies.columns.renews_on')}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    {t('companies.columns.balance_due')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('companies.columns.created')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">{t('companies.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {companies.map((c) => (
                  <tr key={c.id} className="align-middle">
                    <td className="max-w-64 px-3 py-3">
                      <p className="font-medium">{c.name}</p>
                      <p className="truncate text-xs">
                        <span className="font-mono text-slate-500">{c.slug}</span>
                        <span className="text-slate-400"> · </span>
                        {address(c, true)}
                      </p>
                    </td>
                    <td className="px-3 py-3">{c.currency}</td>
                    <td className="px-3 py-3">
                      <StatusBadge status={c.status} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-3">{plan(c)}</td>
                    <td className="whitespace-nowrap px-3 py-3">{renews(c)}</td>
                    <td className="px-3 py-3 text-right">{balance(c)}</td>
                    <td className="whitespace-nowrap px-3 py-3">{formatDate(c.created_at, lang)}</td>
                    <td className="px-3 py-3">{actions(c, true)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`companies.confirm.${pending.action}.title`, { name: pending.company.name }) : ''}
        confirmLabel={pending ? t(`companies.actions.${pending.action}`) : ''}
        danger={pending?.action === 'suspend'}
        busy={busy}
        error={actionError}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {pending && <p>{t(`companies.confirm.${pending.action}.body`, { name: pending.company.name, slug: pending.company.slug })}</p>}
      </ConfirmDialog>

      <SetPlanDialog
        company={planFor}
        onClose={closePlan}
        onDone={(message) => {
          setPlanFor(null);
          setNotice(message);
          void mutate();
        }}
      />

      <NewInvoiceDialog company={invoiceFor} onClose={closeInvoice} />
    </section>
  );
}
