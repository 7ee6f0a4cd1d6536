import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { payAccountingInvoice, useAccountingInvoice } from '../api/billing';
import { BackLink } from '../components/BackLink';
import { InvoiceScreen } from '../components/InvoiceScreen';
import { LockBanner } from '../components/LockBanner';
import { NotFound } from '../components/NotFound';
import { Pending } from '../components/Pending';
import { BlockSkeleton } from '../components/Skeletons';
import { INVOICES_PATH, parseRef } from '../logic/paths';

export type AccountingSystem = 'zoho' | 'xero';

/**
 * /ejenpay-zoho/:id and /ejenpay-xero/:id: the pay page of an invoice the vendor's accounting system
 * links to by its own id (GET accounting-invoice?ref=), the same screen as the invoice's detail, paid by
 * that reference. An unknown reference is a friendly "not found", not an error.
 */
export function AccountingInvoicePage({ system }: { system: AccountingSystem }) {
  const { t } = useTranslation();
  const ref = parseRef(useParams().id);
  const invoice = useAccountingInvoice(ref);
  const notFound = <NotFound title={t('billing.invoice.notFoundTitle')} text={t('billing.accounting.notFoundText')} back={INVOICES_PATH} backLabel={t('billing.invoice.backToInvoices')} testId="invoice-not-found" />;
  return (
    <div className="mx-auto max-w-6xl" data-testid="accounting-invoice-page" data-system={system}>
      <LockBanner />
      <BackLink to={INVOICES_PATH}>{t('billing.invoice.backToInvoices')}</BackLink>
      {ref === null ? (
        notFound
      ) : (
        <Pending data={invoice.data} error={invoice.error} retry={() => void invoice.mutate()} skeleton={<BlockSkeleton testId="invoice-loading" tall />} notFound={notFound}>
          {({ invoice: inv }) => (inv === null ? notFound : <InvoiceScreen invoice={inv} pay={(method) => payAccountingInvoice({ ref, method })} />)}
        </Pending>
      )}
    </div>
  );
}
