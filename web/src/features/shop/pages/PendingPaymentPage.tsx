import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Spinner } from '@/components/Spinner';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { useCompany } from '@/lib/company';
import { formatDateTime, formatMoney } from '@/lib/format';
import { usePaymentMethods } from '../api/checkout';
import { orderKey, orderStatusKey, useOrderStatus, useShopOrder } from '../api/orders';
import type { ShopOrder } from '../api/types';
import { BankAccount } from '../components/BankAccount';
import { ReceiptUpload } from '../components/ReceiptUpload';
import { completedPath, failedPath, orderPath, parseId, SHOP_PATH, type PendingPaymentState } from '../logic/paths';
import { pendingView, pollInterval } from '../logic/payment-result';

/**
 * /my-shop/checkout/pending-payment?order=: a manual order waits for its receipt (then for HQ); a Billplz
 * order is polled every 3 s until the gateway's answer is in, then goes to the result page.
 */
export function PendingPaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('order'));
  return (
    <div className="mx-auto max-w-xl" data-testid="pending-payment-page">
      <PageTitle>{t('shop.pending.title')}</PageTitle>
      {id === null ? <FormMessage testId="order-not-found">{t('shop.result.notFound')}</FormMessage> : <Pending id={id} />}
    </div>
  );
}

function Pending({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { currency } = useCompany();
  const handed = (useLocation().state ?? null) as PendingPaymentState | null;
  const order = useShopOrder(id);
  const [uploaded, setUploaded] = useState(false);
  const [interval, setPollInterval] = useState(0);
  const status = useOrderStatus(id, interval);
  const view = pendingView(order.data, status.data, uploaded);
  const manualUnpaid = view === 'upload';
  // The bank account: handed over by the checkout, else the manual method as the server lists it now.
  const methods = usePaymentMethods();
  const bank = handed?.bank ?? methods.data?.find((m) => m.code === 'manual') ?? null;

  const next = pollInterval(view);
  if (next !== interval) setPollInterval(next);

  useEffect(() => {
    if (view === 'completed') navigate(completedPath(id), { replace: true });
    else if (view === 'failed') navigate(failedPath(id), { replace: true });
  }, [view, id, navigate]);

  const onUploaded = (updated: ShopOrder) => {
    setUploaded(true);
    void mutate(orderKey(id), updated, { revalidate: false });
    void mutate(orderStatusKey(id));
  };

  return (
    <Loaded data={order.data} error={order.error} retry={() => void order.mutate()}>
      {(o) => (
        <div className="space-y-4">
          <p className="text-sm text-slate-600" data-testid="pending-order-number">
            {t('shop.result.orderNumber', { number: o.number })}
          </p>

          {manualUnpaid && (
            <>
              <Card title={t('shop.pending.transferTitle')} data-testid="transfer-instructions">
                <div className="space-y-3">
                  <p className="flex items-baseline justify-between gap-2">
                    <span className="text-sm text-slate-600">{t('shop.pending.amount')}</span>
                    <span className="text-2xl font-bold text-slate-900" data-testid="transfer-amount">
                      {formatMoney(o.grandTotal ?? handed?.grandTotal, currency)}
                    </span>
                  </p>
                  {bank ? <BankAccount method={bank} /> : <p className="text-sm text-slate-600">{t('shop.pending.noBank')}</p>}
                  {o.holdUntil && (
                    <p className="text-sm text-amber-800" data-testid="transfer-deadline">
                      {t('shop.pending.payBefore', { time: formatDateTime(o.holdUntil, i18n.language) })}
                    </p>
                  )}
                </div>
              </Card>
              <Card title={t('shop.pending.receiptTitle')}>
                <p className="mb-3 text-sm text-slate-600">{t('shop.pending.receiptIntro')}</p>
                <ReceiptUpload orderId={o.id} onUploaded={onUploaded} />
              </Card>
            </>
          )}

          {(view === 'waiting' || view === 'loading') && (
            <Card data-testid="payment-waiting">
              <div className="flex flex-col items-center gap-3 py-6 text-center" aria-live="polite">
                <span className="text-primary">
                  <Spinner size="lg" label={t('shop.pending.checking')} />
                </span>
                <p className="text-lg font-bold text-slate-900">{t('shop.pending.doNotLeave')}</p>
                <p className="text-sm text-slate-600">{t('shop.pending.checking')}</p>
              </div>
            </Card>
          )}

          {view === 'submitted' && (
            <Card data-testid="receipt-received">
              <div className="space-y-3 text-center">
                <p className="text-lg font-bold text-slate-900">{t('shop.pending.receivedTitle')}</p>
                <p className="text-sm text-slate-600">{t('shop.pending.received')}</p>
                <div className="flex flex-wrap justify-center gap-2">
                  <LinkButton to={orderPath(o.id)} variant="primary" data-testid="view-order">
                    {t('shop.result.viewOrder')}
                  </LinkButton>
                  <LinkButton to={SHOP_PATH} data-testid="back-to-shop">
                    {t('shop.result.backToShop')}
                  </LinkButton>
                </div>
              </div>
            </Card>
          )}

          {manualUnpaid && (
            <p className="text-center text-sm">
              <Link to={orderPath(o.id)} className="font-semibold text-primary underline">
                {t('shop.result.viewOrder')}
              </Link>
            </p>
          )}
        </div>
      )}
    </Loaded>
  );
}
