import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { useSettlementReport } from '../api/settlement';
import type { SettlementPayment } from '../api/types';
import { DownloadButtons } from '../components/DownloadButtons';
import { PaymentDetailDialog } from '../components/PaymentDetailDialog';
import { PaymentList } from '../components/PaymentList';
import { SettlementFilters } from '../components/SettlementFilters';
import { TermsCard } from '../components/TermsCard';
import { TotalsCards } from '../components/TotalsCards';
import { useSettlementTexts } from '../components/use-settlement-texts';
import { filterErrorsOf } from '../logic/errors';
import { readQuery, withChange, writeQuery } from '../logic/query';
import { canSetTerms } from '../logic/terms-form';

/**
 * /settlement-report[?from=&to=][&status=pending|settled][&page=]: every paid online payment (Billplz)
 * in a range, with the gateway's fee, the settlement amount and when it reaches the company's bank
 * (docs/api-reports.md § Settlement). The filters live in the address under the API's query names;
 * the totals are over every page; a tap on a payment opens its details; the range downloads as CSV or
 * XLSX. HQ sets the terms with Billplz below; staff read them.
 */
export function SettlementReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const text = useSettlementTexts();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { filters, page } = query;
  const go = (c: Parameters<typeof withChange>[1]) => setParams(writeQuery(withChange(query, c)));
  const report = useSettlementReport(filters, page);
  const [open, setOpen] = useState<SettlementPayment | null>(null);
  const errors = filterErrorsOf(report.error);
  const refused = Object.keys(errors).length > 0;
  const data = report.data;

  return (
    <div className="mx-auto max-w-6xl min-w-0" data-testid="settlement-page">
      <PageTitle subtitle={t('settlement.intro')} actions={<DownloadButtons filters={filters} />}>
        {t('settlement.title')}
      </PageTitle>
      <SettlementFilters filters={filters} errors={errors} onChange={(patch) => go({ filters: patch })} />
      {refused ? (
        <FormMessage testId="settlement-refused">{t('settlement.refused')}</FormMessage>
      ) : (
        <Loaded data={data} error={report.error} retry={() => void report.mutate()}>
          {(r) => (
            <div className="space-y-6">
              <p className="text-sm text-slate-600" data-testid="settlement-range">
                {t('settlement.range', { from: text.day(r.from), to: text.day(r.to) })}
              </p>
              <TotalsCards totals={r.totals} stale={report.isLoading} />
              <section aria-labelledby="settlement-list-title">
                <h2 id="settlement-list-title" className="mb-3 text-base font-semibold text-slate-900">
                  {t('settlement.list.title')}
                </h2>
                <PaymentList report={r} stale={report.isLoading} onPage={(p) => go({ page: p })} onOpen={setOpen} />
              </section>
              <TermsCard terms={r.terms} canEdit={canSetTerms(user)} />
            </div>
          )}
        </Loaded>
      )}
      {open && <PaymentDetailDialog payment={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
