import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { Pager } from '@/components/Pager';
import { Tabs } from '@/components/Tabs';
import { INVOICES_PER_PAGE, useInvoices, useOverview } from '../api/billing';
import { DueCard } from '../components/DueCard';
import { InvoiceList } from '../components/InvoiceList';
import { LockBanner } from '../components/LockBanner';
import { Pending } from '../components/Pending';
import { BlockSkeleton, RowsSkeleton } from '../components/Skeletons';
import { useBillingTexts } from '../components/use-billing-texts';
import { useUnlockWhenPaid } from '../components/use-unlock-when-paid';
import { asInvoiceStatus, INVOICE_STATUSES } from '../logic/display';
import { parseId, PLAN_PATH } from '../logic/paths';

/**
 * /subscription: what is due, with Pay, and the invoice history, newest first, 20 a page, filtered by
 * status (?status=, ?page=). A locked HQ lands here.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const [params, setParams] = useSearchParams();
  const status = asInvoiceStatus(params.get('status'));
  const page = parseId(params.get('page')) ?? 1;
  const overview = useOverview();
  const invoices = useInvoices({ status, page });
  useUnlockWhenPaid(overview.data?.locked);

  const go = (patch: { status?: string; page?: number }) => {
    const next = new URLSearchParams(params);
    if (patch.status !== undefined) {
      if (patch.status === 'all') next.delete('status');
      else next.set('status', patch.status);
      next.delete('page');
    }
    if (patch.page !== undefined) {
      if (patch.page <= 1) next.delete('page');
      else next.set('page', String(patch.page));
    }
    setParams(next);
  };

  const tabs = [{ id: 'all', label: t('billing.invoices.all') }, ...INVOICE_STATUSES.map((s) => ({ id: s, label: text.status(s) }))];
  return (
    <div className="mx-auto max-w-6xl" data-testid="invoices-page">
      <LockBanner />
      <PageTitle
        subtitle={t('billing.invoices.intro')}
        actions={
          <LinkButton to={PLAN_PATH} data-testid="invoices-plan">
            {t('billing.invoices.yourPlan')}
          </LinkButton>
        }
      >
        {t('billing.invoices.title')}
      </PageTitle>
      <div className="mb-6">
        <Pending data={overview.data} error={overview.error} retry={() => void overview.mutate()} skeleton={<BlockSkeleton testId="due-loading" />} testId="due-error">
          {(o) => <DueCard due={o.due} balanceDue={o.balanceDue} currency={o.plan.currency} />}
        </Pending>
      </div>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{t('billing.invoices.history')}</h2>
      <Tabs tabs={tabs} value={status ?? 'all'} onChange={(id) => go({ status: id })} label={t('billing.invoices.filter')} />
      <div role="tabpanel" id={`panel-${status ?? 'all'}`} aria-labelledby={`tab-${status ?? 'all'}`}>
        <Pending data={invoices.data} error={invoices.error} retry={() => void invoices.mutate()} skeleton={<RowsSkeleton />}>
          {(p) =>
            p.items.length === 0 ? (
              <EmptyState testId="invoices-empty">{status ? t('billing.invoices.emptyStatus', { status: text.status(status).toLowerCase() }) : t('billing.invoices.empty')}</EmptyState>
            ) : (
              <>
                <InvoiceList invoices={p.items} currency={overview.data?.plan.currency ?? text.currency} />
                <Pager page={p.page} perPage={p.perPage || INVOICES_PER_PAGE} total={p.total} onPage={(n) => go({ page: n })} summary />
              </>
            )
          }
        </Pending>
      </div>
    </div>
  );
}
