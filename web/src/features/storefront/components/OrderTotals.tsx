import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Totals {
  subTotal: string;
  shipping: string;
  serviceFee: string;
  tax: string;
  grandTotal: string;
}

/**
 * An order's totals as the server worked them out (never added up here): subtotal, shipping, the
 * payment's fee, tax and the total. `shipping` replaces the shipping amount (e.g. "collected at school"),
 * `testId` prefixes each amount's test id.
 */
export function OrderTotals({ totals, money, shipping, testId }: { totals: Totals; money: (v: string) => string; shipping?: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const rows: { key: keyof Totals; label: string; value: ReactNode }[] = [
    { key: 'subTotal', label: t('storefront.totals.subTotal'), value: money(totals.subTotal) },
    { key: 'shipping', label: t('storefront.totals.shipping'), value: shipping ?? money(totals.shipping) },
    { key: 'serviceFee', label: t('storefront.totals.serviceFee'), value: money(totals.serviceFee) },
    { key: 'tax', label: t('storefront.totals.tax'), value: money(totals.tax) },
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-slate-700" data-testid={testId}>
      {rows.map((r) => (
        <div key={r.key} className="contents">
          <dt>{r.label}</dt>
          <dd className="text-right" data-testid={`${testId}-${r.key}`}>
            {r.value}
          </dd>
        </div>
      ))}
      <dt className="mt-1 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">{t('storefront.totals.grandTotal')}</dt>
      <dd className="mt-1 border-t border-slate-200 pt-2 text-right text-base font-bold text-slate-900" data-testid={`${testId}-grandTotal`}>
        {money(totals.grandTotal)}
      </dd>
    </dl>
  );
}
