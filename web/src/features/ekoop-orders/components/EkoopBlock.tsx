import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import type { Order } from '@/features/orders/api/types';
import { Facts } from '@/features/orders/components/Facts';
import { useOrderTexts } from '@/features/orders/components/use-order-texts';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The co-op side of an order: school, class, student, and the parent who bought it. */
export function EkoopBlock({ order }: { order: Order }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const s = order.store;
  return (
    <Card title={t('orders.ekoop.block.title')} data-testid="ekoop-block">
      <Facts
        rows={[
          [t('orders.ekoop.block.school'), s?.schoolName, 'ekoop-school'],
          [t('orders.ekoop.block.store'), s?.name, 'ekoop-store'],
          [t('orders.ekoop.block.class'), s?.className, 'ekoop-class'],
          [t('orders.ekoop.block.student'), s?.studentName, 'ekoop-student'],
          [t('orders.ekoop.block.parent'), s?.customerName, 'ekoop-parent'],
          [t('orders.ekoop.block.phone'), s?.customerPhone ? <a href={tel(s.customerPhone)} className="text-primary underline">{s.customerPhone}</a> : null, 'ekoop-parent-phone'],
          [t('orders.ekoop.block.email'), s?.customerEmail, 'ekoop-parent-email'],
          [t('orders.ekoop.block.collected'), order.pickup ? t('orders.details.collectedByAt', { by: order.pickup.collectedBy, at: text.dateTime(order.pickup.collectedAt) }) : t('orders.ekoop.block.notCollected'), 'ekoop-collected'],
        ]}
      />
    </Card>
  );
}

/** The student, class, school and parent lines of an e-koop invoice. */
export function EkoopInvoiceLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const s = order.store;
  if (!s) return null;
  const line = (label: string, value: string | null | undefined, testId: string) => (
    <p data-testid={testId}>
      <span className="font-semibold">{label}: </span>
      {value || '—'}
    </p>
  );
  return (
    <div className="mb-4 grid grid-cols-2 gap-x-4 gap-y-0.5 rounded border border-slate-400 p-2 text-xs leading-snug" data-testid="invoice-ekoop">
      {line(t('orders.ekoop.block.student'), s.studentName, 'invoice-student')}
      {line(t('orders.ekoop.block.class'), s.className, 'invoice-class')}
      {line(t('orders.ekoop.block.school'), s.schoolName || s.name, 'invoice-school')}
      {line(t('orders.ekoop.block.parent'), [s.customerName, s.customerPhone].filter(Boolean).join(' · '), 'invoice-parent')}
    </div>
  );
}
