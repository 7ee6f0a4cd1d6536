import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../api/types';
import { useOrderTexts } from './use-order-texts';

/** The order's lines: a table from sm up, stacked on phones; combo picks under their line. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="order-items">
        <thead className="hidden border-b border-slate-200 text-xs text-slate-500 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="py-2 pr-3">{t('orders.items.item')}</th>
            <th scope="col" className="py-2 pr-3">{t('orders.items.sku')}</th>
            <th scope="col" className="py-2 pr-3 text-right">{t('orders.items.quantity')}</th>
            <th scope="col" className="py-2 pr-3 text-right">{t('orders.items.unitPrice')}</th>
            <th scope="col" className="py-2 text-right">{t('orders.items.lineTotal')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item, i) => (
            <tr key={i} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 py-2 align-top sm:table-row" data-testid="order-item">
              <td className="min-w-0 sm:py-2 sm:pr-3">
                <span className="font-medium text-slate-900">{item.name}</span>
                {item.label && <span className="text-slate-600"> · {item.label}</span>}
                {item.kind !== 'product' && <span className="ml-1 rounded bg-slate-100 px-1.5 text-xs text-slate-600">{t(`orders.items.kind.${item.kind}`)}</span>}
                {item.picks.length > 0 && (
                  <ul className="mt-1 text-xs text-slate-600">
                    {item.picks.map((p, j) => (
                      <li key={j}>
                        {p.quantity} × {p.name}
                        {p.label ? ` · ${p.label}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
                <span className="block text-xs text-slate-500 sm:hidden">{item.sku}</span>
              </td>
              <td className="hidden py-2 pr-3 text-slate-600 sm:table-cell">{item.sku || '—'}</td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{item.quantity}</td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{text.money(item.unitPrice)}</td>
              <td className="text-right tabular-nums sm:py-2">
                <span className="block text-xs text-slate-500 sm:hidden">
                  {item.quantity} × {text.money(item.unitPrice)}
                </span>
                <span className="font-medium">{text.money(item.lineTotal)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
