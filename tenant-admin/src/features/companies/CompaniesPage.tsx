import { formatDate } from '@rangkai/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { buttonClass } from '@/components/buttonClass';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { messageOf } from '@/lib/api';
import { ACTION_TARGET, actionsFor, setCompanyStatus, useCompanies, type Company, type StatusAction } from './api';
import { StatusBadge } from './StatusBadge';

interface Pending {
  company: Company;
  action: StatusAction;
}

export function CompaniesPage() {
  const { t, i18n } = useTranslation();
  const { data: companies, error, isLoading, mutate } = useCompanies();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const close = useCallback(() => {
    setPending(null);
    setActionError(null);
  }, []);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setActionError(null);
    try {
      const updated = await setCompanyStatus(pending.company.id, ACTION_TARGET[pending.action]);
      await mutate((list) => list?.map((c) => (c.id === updated.id ? updated : c)), { revalidate: true });
      setNotice(t(`companies.done.${pending.action}`, { name: updated.name }));
      setPending(null);
    } catch (e) {
      setActionError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const lang = i18n.resolvedLanguage ?? i18n.language;

  const actions = (company: Company, wrap = true) => (
    <div className={`flex gap-2 ${wrap ? 'flex-wrap' : 'justify-end'}`}>
      {actionsFor(company.status).map((action) => (
        <Button
          key={action}
          variant={action === 'suspend' ? 'danger' : 'secondary'}
          className="min-h-8 px-3 py-1 text-xs"
          onClick={() => {
            setNotice(null);
            setPending({ company, action });
          }}
        >
          {t(`companies.actions.${action}`)}
        </Button>
      ))}
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
          {/* Phones: one card per company. */}
          <ul className="space-y-3 md:hidden">
            {companies.map((c) => (
              <li key={c.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{c.name}</p>
                    <p className="font-mono text-xs text-slate-500">{c.slug}</p>
                  </div>
                  <StatusBadge status={c.status} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
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

          {/* Wider screens: a table. */}
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('companies.columns.slug')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('companies.columns.name')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('companies.columns.currency')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('companies.columns.status')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('companies.columns.created')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('companies.columns.address')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t('companies.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {companies.map((c) => (
                  <tr key={c.id} className="align-middle">
                    <td className="px-4 py-3 font-mono text-xs">{c.slug}</td>
                    <td className="px-4 py-3 font-medium">{c.name}</td>
                    <td className="px-4 py-3">{c.currency}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={c.status} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">{formatDate(c.created_at, lang)}</td>
                    <td className="px-4 py-3">{address(c, true)}</td>
                    <td className="px-4 py-3">{actions(c, false)}</td>
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
    </section>
  );
}
