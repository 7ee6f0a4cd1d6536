import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { LinkButton } from '@/components/LinkButton';
import { failureText } from '@/lib/form';
import { checkoutAgain, useOrderStatus } from '../api/orders';
import { storeCart } from '../api/shop';
import { CHECKOUT_PATH, orderPath, parseId, SHOP_PATH } from '../logic/paths';

function useOrderParam() {
  const [params] = useSearchParams();
  return parseId(params.get('order'));
}

/** /my-shop/checkout/completed?order=: paid. */
export function PaymentCompletedPage() {
  const { t } = useTranslation();
  const id = useOrderParam();
  const { data } = useOrderStatus(id);
  return (
    <div className="mx-auto max-w-xl" data-testid="payment-completed-page">
      <PageTitle>{t('shop.completed.title')}</PageTitle>
      <Card>
        <div className="space-y-3 text-center">
          <p className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700" aria-hidden="true">
            ✓
          </p>
          <p className="text-lg font-bold text-slate-900">{t('shop.completed.message')}</p>
          {data && (
            <p className="text-sm text-slate-600" data-testid="completed-order-number">
              {t('shop.result.orderNumber', { number: data.number })}
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-2 pt-2">
            {id !== null && (
              <LinkButton to={orderPath(id)} variant="primary" data-testid="view-order">
                {t('shop.result.viewOrder')}
              </LinkButton>
            )}
            <LinkButton to={SHOP_PATH} data-testid="back-to-shop">
              {t('shop.result.backToShop')}
            </LinkButton>
          </div>
        </div>
      </Card>
    </div>
  );
}

/** /my-shop/checkout/failed?order=: the payment did not go through; checking out again puts the lines back in the cart. */
export function PaymentFailedPage() {
  const { t } = useTranslation();
  const id = useOrderParam();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data } = useOrderStatus(id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const again = async () => {
    if (id === null) return;
    setBusy(true);
    setError(null);
    try {
      await storeCart(mutate, await checkoutAgain(id));
      navigate(CHECKOUT_PATH);
    } catch (e) {
      setError(failureText(e));
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl" data-testid="payment-failed-page">
      <PageTitle>{t('shop.failed.title')}</PageTitle>
      <Card>
        <div className="space-y-3 text-center">
          <p className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-2xl text-red-700" aria-hidden="true">
            ✕
          </p>
          <p className="text-lg font-bold text-slate-900" data-testid="failed-message">
            {t('shop.failed.message')}
          </p>
          {data && <p className="text-sm text-slate-600">{t('shop.result.orderNumber', { number: data.number })}</p>}
          <p className="text-sm text-slate-600">{t('shop.failed.hint')}</p>
          {error && <FormMessage testId="checkout-again-error">{error}</FormMessage>}
          <div className="flex flex-wrap justify-center gap-2 pt-2">
            <Button loading={busy} disabled={id === null} onClick={() => void again()} data-testid="checkout-again">
              {t('shop.failed.again')}
            </Button>
            <LinkButton to={SHOP_PATH} data-testid="back-to-shop">
              {t('shop.result.backToShop')}
            </LinkButton>
          </div>
        </div>
      </Card>
    </div>
  );
}
