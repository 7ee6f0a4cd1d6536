import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { buttonClass } from '@/components/buttonClass';
import { companiesKey } from '@/features/companies/api';
import { isInvoiceKey } from '@/features/invoices/query';
import { messageOf } from '@/lib/api';
import { formatMoney, isZeroAmount } from '@/lib/money';
import { runBilling, summaryKey, useBillingSummary } from './api';
import { RUN_COUNTS, type BillingRunResult, type CurrencyAmount } from './types';

export function BillingDashboardPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { data: summary, error, isLoading } = useBillingSummary();
  const [running, setRunning] = useState(false);
  const [runError, setRunError] = useState<string | null>(null);
  const [result, setResult] = useState<BillingRunResult | null>(null);

  const run = async () => {
    setRunning(true);
    setRunError(null);
    setResult(null);
    try {
      setResult(await runBilling());
      // The run issues invoices and locks or unlocks companies: what is cached of them is stale.
      await mutate((key) => key === summaryKey || key === companiesKey || isInvoiceKey(key));
    } catch (e) {
      setRunError(messageOf(e));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('billing.title')}</h1>
        <div className="grid w-full grid-cols-1 gap-2 sm:flex sm:w-auto">
          <Link to="/billing/settings" className={buttonClass('secondary')}>
            {t('billing.settings_link')}
          </Link>
          <Button onClick={() => void run()} busy={running}>
            {t('billing.run.button')}
          </Button>
        </div>
      </div>

      {runError && <Alert>{runError}</Alert>}
      {result && (
        <div role="status" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm font-medium text-emerald-900">{t('billing.run.done')}</p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {RUN_COUNTS.map((key) => (
              <div key={key} className="rounded-md bg-white px-3 py-2 shadow-sm">
                <dt className="text-xs text-slate-500">{t(`billing.run.${key}`)}</dt>
                <dd className="text-xl font-semibold tabular-nums">{result[key]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      {error && <Alert>{messageOf(error)}</Alert>}
      {isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {summary && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Card title={t('billing.summary.mrr')} hint={t('billing.summary.mrr_hint')} className="sm:col-span-2 lg:col-span-1">
            <Amounts amounts={summary.mrr} />
          </Card>
          <Card title={t('billing.summary.overdue')}>
            <Amounts amounts={summary.overdue} tone={summary.overdue.some((a) => !isZeroAmount(a.amount)) ? 'text-red-700' : ''} />
          </Card>
          <Card title={t('billing.summary.locked_companies')} link={{ to: '/', label: t('billing.summary.see_companies') }}>
            <Count value={summary.lockedCompanies} alert />
          </Card>
          <Card title={t('billing.summary.overdue_invoices')} link={{ to: '/invoices?status=overdue', label: t('billing.summary.see_invoices') }}>
            <Count value={summary.overdueInvoices} alert />
          </Card>
          <Card title={t('billing.summary.invoices_due')} link={{ to: '/invoices', label: t('billing.summary.see_all_invoices') }}>
            <Count value={summary.invoicesDue} />
          </Card>
        </div>
      )}
    </section>
  );
}

interface CardProps {
  title: string;
  hint?: string;
  link?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

function Card({ title, hint, link, className = '', children }: CardProps) {
  return (
    <div className={`flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      <div>
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
      <div className="flex-1">{children}</div>
      {link && (
        <Link to={link.to} className="text-sm text-sky-700 underline-offset-2 hover:underline">
          {link.label} →
        </Link>
      )}
    </div>
  );
}

/** One line per currency; none yet shows a dash. */
function Amounts({ amounts, tone = '' }: { amounts: CurrencyAmount[]; tone?: string }) {
  if (amounts.length === 0) return <p className="text-2xl font-semibold text-slate-400">—</p>;
  return (
    <ul className="space-y-1">
      {amounts.map((a) => (
        <li key={a.currency} className={`break-words text-2xl font-semibold tabular-nums ${tone}`}>
          {formatMoney(a.amount, a.currency)}
        </li>
      ))}
    </ul>
  );
}

function Count({ value, alert = false }: { value: number; alert?: boolean }) {
  return <p className={`text-3xl font-semibold tabular-nums ${alert && value > 0 ? 'text-red-700' : ''}`}>{value}</p>;
}
