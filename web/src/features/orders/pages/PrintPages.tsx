import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { Loaded } from '@/components/Loaded';
import { ApiError } from '@/lib/api';
import { getOrder } from '../api/orders';
import type { Order } from '../api/types';
import { CourierLabelLink } from '../components/CourierLabelLink';
import { OrderNotFound, useOrderScope } from '../components/OrderLoader';
import { InvoiceSheet, LabelOnA4Sheet, LabelSheet, PackingListSheet } from '../components/PrintDocuments';
import { PrintFrame, type SheetSize } from '../components/PrintFrame';
import { PRINT_DOCUMENT, printIds, type PrintPage } from '../logic/paths';

/** The orders of `?id=` / `?ids=`, in the order asked. */
function usePrintOrders(ids: number[], agent: boolean) {
  return useSWR<Order[]>(ids.length > 0 ? ['orders-print', agent, ids.join(',')] : null, () => Promise.all(ids.map((id) => getOrder(id, { agent }))));
}

/**
 * The toolbar and one sheet per order of `?id=` / `?ids=`. `back` and `listPath` let another screen of
 * orders (the e-koop orders) print the same documents with its own way back.
 */
export function PrintOrders({
  page,
  size,
  titleKey,
  testId,
  sheet,
  back,
  listPath,
}: {
  page: PrintPage;
  size: SheetSize;
  titleKey: string;
  testId: string;
  sheet: (order: Order) => ReactNode;
  back?: (ids: number[]) => { to: string; label: string };
  listPath?: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = printIds(params);
  const scope = useOrderScope();
  const { data, error, mutate } = usePrintOrders(ids, scope.agent);
  if (ids.length === 0 || (error instanceof ApiError && (error.status === 404 || error.status === 403))) {
    return (
      <div className="mx-auto max-w-3xl" data-testid={testId}>
        <OrderNotFound backTo={listPath} />
      </div>
    );
  }
  const title = data?.length === 1 ? t(`${titleKey}Of`, { number: data[0].number }) : t(titleKey, { count: ids.length });
  return (
    <PrintFrame testId={testId} title={title} size={size} document={PRINT_DOCUMENT[page]} ids={ids} record={!scope.agent} back={back?.(ids)}>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(orders) => orders.map((o) => <Fragment key={o.id}>{sheet(o)}</Fragment>)}
      </Loaded>
    </PrintFrame>
  );
}

/** /manage-orders/order-details/invoice?id= (or ?ids=): A4 invoices. */
export function InvoicePage() {
  return <PrintOrders page="invoice" size="a4" titleKey="orders.print.invoices" testId="invoice-page" sheet={(o) => <InvoiceSheet order={o} />} />;
}

/** /manage-orders/order-details/packing-list?id=: A4 packing lists. */
export function PackingListPage() {
  return <PrintOrders page="packing-list" size="a4" titleKey="orders.print.packingLists" testId="packing-list-page" sheet={(o) => <PackingListSheet order={o} />} />;
}

/** /manage-orders/order-details/shipping-doc?id=: 4×6 inch labels (and, on screen, the courier's own label of a booked order). */
export function ShippingDocPage() {
  return (
    <PrintOrders
      page="shipping-doc"
      size="label"
      titleKey="orders.print.labels"
      testId="shipping-doc-page"
      sheet={(o) => (
        <>
          <CourierLabelLink order={o} />
          <LabelSheet order={o} />
        </>
      )}
    />
  );
}

/** /manage-orders/order-details/shipping-template?id=: the same label on A4 paper, one per page. */
export function ShippingTemplatePage() {
  return (
    <PrintOrders
      page="shipping-template"
      size="a4"
      titleKey="orders.print.labelsA4"
      testId="shipping-template-page"
      sheet={(o) => (
        <>
          <CourierLabelLink order={o} />
          <LabelOnA4Sheet order={o} />
        </>
      )}
    />
  );
}
