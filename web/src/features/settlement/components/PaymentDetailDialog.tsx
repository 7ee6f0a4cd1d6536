import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { useSettlementPayment } from '../api/settlement';
import type { SettlementPayment } from '../api/types';
import { OrderLink } from './OrderLink';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useSettlementTexts } from './use-settlement-texts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Details({ p }: { p: SettlementPayment }) {
  const { t } = useTranslation();
  const text = useSettlementTexts();
  return (
    <>
      <dl className="divide-y divide-slate-100" data-testid="settlement-detail-facts">
        <Row label={t('settlement.list.orderNumber')} testId="settlement-detail-order">
          <OrderLink orderId={p.orderId} orderNumber={p.orderNumber} />
        </Row>
        <Row label={t('settlement.detail.billId')} testId="settlement-detail-bill">
          <span className="break-all">{p.billId}</span>
        </Row>
        <Row label={t('settlement.list.agent')} testId="settlement-detail-agent">{p.agentName}</Row>
        <Row label={t('settlement.list.method')} testId="settlement-detail-method">{text.method(p.method)}</Row>
        <Row label={t('settlement.list.currency')} testId="settlement-detail-currency">{p.currency}</Row>
        <Row label={t('settlement.list.amount')} testId="settlement-detail-amount">{text.money(p.amount, p.currency)}</Row>
        <Row label={t('settlement.list.fee')} testId="settlement-detail-fee">{text.money(p.fee, p.currency)}</Row>
        <Row label={t('settlement.list.settlementAmount')} testId="settlement-detail-settlement">{text.money(p.settlementAmount, p.currency)}</Row>
        <Row label={t('settlement.list.status')} testId="settlement-detail-status">
          <PaymentStatusBadge status={p.status} testId="settlement-detail-badge" />
        </Row>
        <Row label={t('settlement.list.paidAt')} testId="settlement-detail-paid">{text.dateTime(p.paidAt)}</Row>
        <Row label={t('settlement.list.settlesOn')} testId="settlement-detail-settles">{text.day(p.settlesOn)}</Row>
      </dl>
      <div className="mt-3">
        <FormMessage kind="info" testId="settlement-detail-note">
          {p.status === 'settled' ? t('settlement.detail.settledNote', { day: text.day(p.settlesOn) }) : t('settlement.detail.pendingNote', { day: text.day(p.settlesOn) })}
        </FormMessage>
      </div>
    </>
  );
}

/**
 * A payment's details, read afresh from GET /api/settlement/getpayment (a pending one by today's terms).
 * Mounted for the payment tapped; closing unmounts it.
 */
export function PaymentDetailDialog({ payment, onClose }: { payment: SettlementPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useSettlementPayment(payment.billId);
  return (
    <Dialog
      open
      wide
      title={t('settlement.detail.title', { order: payment.orderNumber })}
      onClose={onClose}
      testId="settlement-detail"
      footer={
        <Button variant="secondary" onClick={onClose} className="w-full sm:w-auto" data-testid="settlement-detail-close">
          {t('common.close')}
        </Button>
      }
    >
      <Loaded data={detail.data} error={detail.error} retry={() => void detail.mutate()}>
        {(p) => <Details p={p} />}
      </Loaded>
    </Dialog>
  );
}
