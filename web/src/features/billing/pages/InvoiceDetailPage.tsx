import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { payInvoice, useInvoice } from '../api/billing';
import { BackLink } from '../components/BackLink';
import { InvoiceScreen } from '../components/InvoiceScreen';
import { LockBanner } from '../components/LockBanner';
import { NotFound } from '../components/NotFound';
import { Pending } from '../components/Pending';
import { BlockSkeleton } from '../components/Skeletons';
import { INVOICES_PATH, parseId } from '../logic/paths';

/**
 * /subscription/detail/:id: one invoice, printable, with the way to pay its balance (the gateway's page,
 * POST invoice/pay). Also where the gateway sends the browser back after paying. An unknown invoice
 * (404) is a friendly "not found".
 */
export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const invoice = useInvoice(id);
  const notFound = <NotFound title={t('billing.invoice.notFoundTitle')} text={t('billing.invoice.notFoundText')} back={INVOICES_PATH} backLabel={t('billing.invoice.backToInvoices')} testId="invoice-not-found" />;
  return (
    <div className="mx-auto max-w-6xl" data-testid="invoice-page">
      <LockBanner />
      <BackLink to={INVOICES_PATH}>{t('billing.invoice.backToInvoices')}</BackLink>
      {id === null ? (
        notFound
      ) : (
        <Pending data={invoice.data} error={invoice.error} retry={() => void invoice.mutate()} skeleton={<BlockSkeleton testId="invoice-loading" tall />} notFound={notFound}>
          {(inv) => <InvoiceScreen invoice={inv} pay={(method) => payInvoice({ id: inv.id, method })} />}
        </Pending>
      )}
    </div>
  );
}
