import { useTranslation } from 'react-i18next';
import { InvoiceSheet } from '@/features/orders/components/PrintDocuments';
import { PrintOrders } from '@/features/orders/pages/PrintPages';
import { EkoopInvoiceLines } from '../components/EkoopBlock';
import { EKOOP_ORDERS_PATH, ekoopDetailsPath } from '../logic/paths';

/** /manage-orders-ekoop/order-details/invoice?id=: the orders' A4 invoice with the student, class and school. */
export function EkoopInvoicePage() {
  const { t } = useTranslation();
  return (
    <PrintOrders
      page="invoice"
      size="a4"
      titleKey="orders.print.invoices"
      testId="ekoop-invoice-page"
      listPath={EKOOP_ORDERS_PATH}
      back={(ids) => (ids.length === 1 ? { to: ekoopDetailsPath(ids[0]), label: t('orders.print.backToOrder') } : { to: EKOOP_ORDERS_PATH, label: t('orders.details.backToList') })}
      sheet={(o) => <InvoiceSheet order={o} extra={<EkoopInvoiceLines order={o} />} />}
    />
  );
}
