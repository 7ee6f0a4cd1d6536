import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { PageTitle } from '@/components/PageTitle';
import type { Invoice, PaymentLink } from '../api/types';
import { INVOICE_PRINT_CSS, InvoiceView } from './InvoiceView';
import { PayPanel } from './PayPanel';

/**
 * An invoice's screen, the same from its detail page and from an accounting system's pay link: the
 * title with Print, the way to pay (first on phones, beside the sheet on wide screens) and the
 * printable sheet.
 */
export function InvoiceScreen({ invoice, pay }: { invoice: Invoice; pay: (method: string) => Promise<PaymentLink> }) {
  const { t } = useTranslation();
  return (
    <>
      <style>{INVOICE_PRINT_CSS}</style>
      <div className="print:hidden">
        <PageTitle
          actions={
            <Button variant="secondary" onClick={() => window.print()} data-testid="invoice-print">
              {t('billing.invoice.print')}
            </Button>
          }
        >
          {t('billing.invoice.title', { number: invoice.number })}
        </PageTitle>
      </div>
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-3 lg:items-start lg:gap-6">
        <div className="lg:sticky lg:top-4 lg:order-2">
          <PayPanel key={invoice.id} invoice={invoice} pay={pay} />
        </div>
        <div className="min-w-0 lg:order-1 lg:col-span-2">
          <InvoiceView invoice={invoice} />
        </div>
      </div>
    </>
  );
}
