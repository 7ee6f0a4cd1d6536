import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import type { OrderStore } from '../api/types';
import { Facts } from './Facts';

/** The store's program in words ("Co-op store"), or the code the screens do not know. */
export function useProgramName() {
  const { t } = useTranslation();
  return (program: string) => t(`orders.store.program.${program}`, { defaultValue: program });
}

/** A small "Store: {name}" mark on a store order's row. */
export function StoreBadge({ store }: { store: OrderStore }) {
  const { t } = useTranslation();
  const program = useProgramName();
  return (
    <span className="mt-1 inline-flex max-w-full items-center rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-900 ring-1 ring-teal-200" title={program(store.program)} data-testid="order-store" data-program={store.program}>
      <span className="truncate">{t('orders.store.badge', { name: store.name })}</span>
    </span>
  );
}

/** A store order's store and customer (for e-koop: the parent, and the school, student and class). */
export function StoreCard({ store }: { store: OrderStore }) {
  const { t } = useTranslation();
  const program = useProgramName();
  const ekoop = store.program === 'ekoop';
  return (
    <Card title={t('orders.store.title')} data-testid="order-store-card">
      <Facts
        rows={[
          [t('orders.store.name'), `${store.name} · ${program(store.program)}`, 'order-store-name'],
          [ekoop ? t('orders.store.parent') : t('orders.store.customer'), store.customerName, 'order-customer-name'],
          [t('orders.store.phone'), store.customerPhone ? <a href={`tel:${store.customerPhone.replace(/[^\d+]/g, '')}`} className="text-primary underline">{store.customerPhone}</a> : null, 'order-customer-phone'],
          [t('orders.store.email'), store.customerEmail, 'order-customer-email'],
          ...(ekoop
            ? ([
                [t('orders.store.school'), store.schoolName, 'order-school'],
                [t('orders.store.student'), store.studentName, 'order-student'],
                [t('orders.store.class'), store.className, 'order-class'],
              ] as [string, string | null, string][])
            : []),
        ]}
      />
    </Card>
  );
}
