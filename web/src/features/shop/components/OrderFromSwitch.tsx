import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { failureText } from '@/lib/form';
import { refreshShop, setOrderFrom, storeCart, useCart } from '../api/shop';
import type { OrderFrom, Upline } from '../api/types';

/**
 * "Order from" HQ or the upline: only the choices HQ's ordering level allows. Switching empties the
 * cart's package and combo lines, so the agent confirms first when there are any.
 */
export function OrderFromSwitch({ orderFrom, choices, upline }: { orderFrom: OrderFrom; choices: readonly OrderFrom[]; upline: Upline | null }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { data: cart } = useCart();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<OrderFrom | null>(null);
  const current = cart?.orderFrom ?? orderFrom;
  const label = (c: OrderFrom) => (c === 'upline' ? t('shop.orderFrom.upline') : t('shop.orderFrom.hq'));

  const change = async (next: OrderFrom) => {
    setAsking(null);
    setBusy(true);
    setError(null);
    try {
      await storeCart(mutate, await setOrderFrom(next));
      await refreshShop(mutate);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const choose = (next: OrderFrom) => {
    if (next === current || busy) return;
    const loses = next === 'upline' && (cart?.lines ?? []).some((l) => l.kind !== 'product');
    if (loses) setAsking(next);
    else void change(next);
  };

  return (
    <section className="space-y-2" aria-label={t('shop.orderFrom.label')} data-testid="order-from">
      {choices.length > 1 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-700" id="order-from-label">
            {t('shop.orderFrom.label')}
          </span>
          <div role="radiogroup" aria-labelledby="order-from-label" className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
            {choices.map((c) => {
              const selected = c === current;
              return (
                <button
                  key={c}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  disabled={busy}
                  onClick={() => choose(c)}
                  className={`min-h-10 rounded-md px-4 text-sm font-semibold transition disabled:opacity-60 ${selected ? 'bg-white text-primary shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
                  data-testid={`order-from-${c}`}
                >
                  {label(c)}
                </button>
              );
            })}
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="order-from-fixed">
          {t('shop.orderFrom.only', { who: label(current) })}
        </p>
      )}
      {upline && (
        <p className="text-sm text-slate-600" data-testid="order-from-upline-name">
          {current === 'upline' ? t('shop.orderFrom.fromUpline', { name: upline.name }) : t('shop.orderFrom.uplineIs', { name: upline.name })}
        </p>
      )}
      {error && <FormMessage testId="order-from-error">{error}</FormMessage>}
      <ConfirmDialog
        open={asking !== null}
        title={t('shop.orderFrom.confirmTitle')}
        message={t('shop.orderFrom.confirmMessage')}
        confirmLabel={t('shop.orderFrom.confirm')}
        danger={false}
        onConfirm={() => asking && void change(asking)}
        onCancel={() => setAsking(null)}
        testId="order-from-confirm"
      />
    </section>
  );
}
