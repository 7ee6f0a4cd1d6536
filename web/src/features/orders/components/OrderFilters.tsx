import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { activeFilterCount, datesInOrder, type OrderQuery } from '../logic/query';

/** Date from/to; for HQ also payment method, shipment type and seller. Collapsed on phones behind a toggle. */
export function OrderFilters({ query, agent, onChange }: { query: OrderQuery; agent: boolean; onChange: (patch: Partial<OrderQuery>) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(query, agent);
  return (
    <div className="mb-3">
      <Button variant="secondary" className="md:hidden" aria-expanded={open} aria-controls="orders-filters" onClick={() => setOpen((o) => !o)} data-testid="orders-filters-toggle">
        {count > 0 ? t('orders.filters.toggleCount', { count }) : t('orders.filters.toggle')}
      </Button>
      <fieldset
        id="orders-filters"
        className={`${open ? 'grid' : 'hidden'} mt-3 gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-2 md:mt-0 md:grid md:grid-cols-3 lg:grid-cols-6 lg:items-end`}
        data-testid="orders-filters"
      >
        <legend className="sr-only">{t('orders.filters.title')}</legend>
        <Input label={t('orders.filters.from')} type="date" value={query.from} max={query.to || undefined} onChange={(e) => onChange({ from: e.target.value })} data-testid="orders-filter-from" />
        <Input
          label={t('orders.filters.to')}
          type="date"
          value={query.to}
          min={query.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          error={datesInOrder(query) ? undefined : t('orders.filters.datesOrder')}
          data-testid="orders-filter-to"
        />
        {!agent && (
          <>
            <Select
              label={t('orders.filters.payment')}
              value={query.paymentMethod}
              onChange={(e) => onChange({ paymentMethod: e.target.value as OrderQuery['paymentMethod'] })}
              options={[
                { value: '', label: t('orders.filters.any') },
                { value: 'manual', label: t('orders.payment.method.manual') },
                { value: 'billplz', label: t('orders.payment.method.billplz') },
              ]}
              data-testid="orders-filter-payment"
            />
            <Select
              label={t('orders.filters.shipment')}
              value={query.shipmentType}
              onChange={(e) => onChange({ shipmentType: e.target.value as OrderQuery['shipmentType'] })}
              options={[
                { value: '', label: t('orders.filters.any') },
                { value: 'courier', label: t('orders.shipment.courier') },
                { value: 'pickup', label: t('orders.shipment.pickup') },
              ]}
              data-testid="orders-filter-shipment"
            />
            <Select
              label={t('orders.filters.seller')}
              value={query.seller}
              onChange={(e) => onChange({ seller: e.target.value as OrderQuery['seller'] })}
              options={[
                { value: '', label: t('orders.filters.any') },
                { value: 'hq', label: t('orders.filters.sellerHq') },
                { value: 'upline', label: t('orders.filters.sellerUpline') },
              ]}
              data-testid="orders-filter-seller"
            />
          </>
        )}
        {count > 0 && (
          <Button variant="ghost" onClick={() => onChange({ from: '', to: '', paymentMethod: '', shipmentType: '', seller: '' })} data-testid="orders-filters-clear">
            {t('orders.filters.clear')}
          </Button>
        )}
      </fieldset>
    </div>
  );
}
