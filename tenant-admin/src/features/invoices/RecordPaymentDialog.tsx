import { zodResolver } from '@hookform/resolvers/zod';
import { placeServerErrors } from '@rangkai/shared';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextAreaField, TextField } from '@/components/Field';
import { messageOf } from '@/lib/api';
import { klToday } from '@/lib/day';
import { compareAmounts, formatMoney, parseAmount, subtractAmounts } from '@/lib/money';
import { recordPayment } from './api';
import { PAYMENT_FIELDS, paymentSchema, type PaymentForm } from './schema';
import type { Invoice, ManualPaymentInput } from './types';

interface RecordPaymentDialogProps {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/** A manual payment (bank transfer, cheque) on an invoice. */
export function RecordPaymentDialog({ invoice, open, onClose, onDone }: RecordPaymentDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} title={t('invoices.payment.title')} subtitle={`${invoice.number} · ${invoice.companyName}`} busy={busy} onClose={onClose}>
      {open && <PaymentFormBody invoice={invoice} onClose={onClose} onDone={onDone} onBusy={setBusy} />}
    </Dialog>
  );
}

function PaymentFormBody({ invoice, onClose, onDone, onBusy }: Omit<RecordPaymentDialogProps, 'open'> & { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const today = klToday();
  const schema = useMemo(() => paymentSchema(invoice.currency, today), [invoice.currency, today]);
  const {
    register,
    handleSubmit,
    control,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentForm, unknown, ManualPaymentInput>({
    resolver: zodResolver(schema),
    defaultValues: { amount: invoice.balance, reference: '', paidOn: today, note: '' },
  });

  // More than the balance is fine: the rest becomes credit on the next invoice. Say so.
  const typed = useWatch({ control, name: 'amount' });
  const amount = parseAmount(typed ?? '', invoice.currency);
  const extra = amount !== null && compareAmounts(amount, invoice.balance) > 0 ? subtractAmounts(amount, invoice.balance) : null;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    onBusy(true);
    try {
      await recordPayment(invoice.id, values);
      onDone(t('invoices.payment.done', { amount: formatMoney(values.amount, invoice.currency), number: invoice.number }));
    } catch (e) {
      placeServerErrors(e, setFieldError, PAYMENT_FIELDS);
      setError(messageOf(e));
    } finally {
      onBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <p className="text-sm text-slate-600">{t('invoices.payment.balance', { balance: formatMoney(invoice.balance, invoice.currency) })}</p>
      <TextField
        label={t('invoices.payment.amount', { currency: invoice.currency })}
        inputMode={invoice.currency === 'IDR' ? 'numeric' : 'decimal'}
        autoComplete="off"
        hint={extra ? t('invoices.payment.credit_hint', { extra: formatMoney(extra, invoice.currency) }) : undefined}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        label={t('invoices.payment.reference')}
        autoComplete="off"
        hint={t('invoices.payment.reference_hint')}
        error={errors.reference?.message}
        {...register('reference')}
      />
      <TextField label={t('invoices.payment.paid_on')} type="date" max={today} error={errors.paidOn?.message} {...register('paidOn')} />
      <TextAreaField label={t('invoices.payment.note')} rows={2} error={errors.note?.message} {...register('note')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('invoices.payment.submit')}
        </Button>
      </div>
    </form>
  );
}
