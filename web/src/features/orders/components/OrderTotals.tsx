import { useTranslation } from 'react-i18next';
import type { Order } from '../api/types';
import { nonZero } from '../logic/display';
import { useOrderTexts } from './use-order-texts';

type TotalsOf = Pick<Order, 'subTotal' | 'discount' | 'voucherCode' | 'shipping' | 'serviceFee' | 'tax' | 'taxPercent' | 'grandTotal' | 'points' | 'weight'>;

/** Sub total, discount (with the voucher), shipping, service fee, tax (with %), grand total; points and weight. */
export function OrderTotals({ order, extras = true, compact = false }: { order: TotalsOf; extras?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const rows: [string, string, string][] = [[t('orders.totals.subTotal'), text.money(order.subTotal), 'total-subtotal']];
  if (nonZero(order.discount) || order.voucherCode) {
    rows.push([order.voucherCode ? t('orders.totals.discountWith', { code: order.voucherCode }) : t('orders.totals.discount'), `-${text.money(order.discount)}`, 'total-discount']);
  }
  rows.push([t('orders.totals.shipping'), text.money(order.shipping), 'total-shipping']);
  if (nonZero(order.serviceFee)) rows.push([t('orders.totals.serviceFee'), text.money(order.serviceFee), 'total-service-fee']);
  rows.push([order.taxPercent ? t('orders.totals.taxWith', { percent: Number(order.taxPercent) }) : t('orders.totals.tax'), text.money(order.tax), 'total-tax']);
  return (
    <dl className={`ml-auto w-full ${compact ? 'max-w-xs text-xs' : 'max-w-sm text-sm'}`} data-testid="order-totals">
      {rows.map(([label, value, id]) => (
        <div key={id} className="flex justify-between gap-4 py-0.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right text-slate-900 tabular-nums" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-slate-300 pt-1 font-bold">
        <dt>{t('orders.totals.grandTotal')}</dt>
        <dd className="text-right tabular-nums" data-testid="total-grand">
          {text.money(order.grandTotal)}
        </dd>
      </div>
      {extras && (
        <>
          <div className="flex justify-between gap-4 pt-2 text-slate-600">
            <dt>{t('orders.totals.points')}</dt>
            <dd className="tabular-nums" data-testid="total-points">
              {order.points}
            </dd>
          </div>
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>{t('orders.totals.weight')}</dt>
            <dd className="tabular-nums" data-testid="total-weight">
              {t('orders.totals.kg', { weight: order.weight })}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
