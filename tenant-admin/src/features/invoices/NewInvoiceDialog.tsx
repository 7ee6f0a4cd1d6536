import { zodResolver } from '@hookform/resolvers/zod';
import { placeServerErrors } from '@rangkai/shared';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/components/Field';
import type { Company } from '@/features/companies/api';
import { messageOf } from '@/lib/api';
import { klToday } from '@/lib/day';
import { formatMoney } from '@/lib/money';
import { createInvoice, useInvoiceCreated } from './api';
import type { InvoiceNotice } from './InvoiceDetailPage';
import { DESCRIPTION_MAX, initialOneOff, latestDueOn, ONE_OFF_FIELDS, oneOffInvoiceSchema, type OneOffInvoiceForm } from './schema';
import type { OneOffInvoiceInput } from './types';

/** The company invoiced: what the dialog shows and checks the amount against. */
export type InvoicedCompany = Pick<Company, 'id' | 'name' | 'currency' | 'status'>;

interface NewInvoiceDialogProps {
  /** Open for this company; null: closed. */
  company: InvoicedCompany | null;
  onClose: () => void;
}

/**
 * "New invoice": a one-off invoice for a company (set-up fee, training, a service) beside its renewals,
 * e-mailed to it. On success it opens the new invoice, with a notice.
 */
export function NewInvoiceDialog({ company, onClose }: NewInvoiceDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={company !== null}
      title={t('invoices.new.title')}
      subtitle={company ? `${company.name} · ${company.currency}` : undefined}
      busy={busy}
      onClose={onClose}
    >
      {company && <NewInvoiceForm key={company.id} company={company} onClose={onClose} onBusy={setBusy} />}
    </Dialog>
  );
}

function NewInvoiceForm({ company, onClose, onBusy }: { company: InvoicedCompany; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const created = useInvoiceCreated();
  const [error, setError] = useState<string | null>(null);
  const today = klToday();
  const schema = useMemo(() => oneOffInvoiceSchema(company.currency, today), [company.currency, today]);
  const {
    register,
    handleSubmit,
    control,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<OneOffInvoiceForm, unknown, OneOffInvoiceInput>({
    resolver: zodResolver(schema),
    defaultValues: initialOneOff(today),
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const length = [...description.trim()].length;
  // A suspended company is not e-mailed (the server sends nothing while it is closed).
  const emailed = company.status !== 'suspended';

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    onBusy(true);
    try {
      const invoice = await createInvoice(company.id, values);
      await created(invoice);
      const state: InvoiceNotice = {
        notice: t(emailed ? 'invoices.new.done' : 'invoices.new.done_not_emailed', {
          number: invoice.number,
          amount: formatMoney(invoice.total, invoice.currency),
          company: company.name,
        }),
      };
      onBusy(false);
      void navigate(`/invoices/${invoice.id}`, { state });
    } catch (e) {
      placeServerErrors(e, setFieldError, ONE_OFF_FIELDS);
      setError(messageOf(e));
      onBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <p className="text-sm text-slate-600">{t(emailed ? 'invoices.new.intro' : 'invoices.new.intro_suspended')}</p>
      <TextField
        label={t('invoices.new.description')}
        autoComplete="off"
        placeholder={t('invoices.new.description_placeholder')}
        hint={t('invoices.new.description_hint', { length, max: DESCRIPTION_MAX })}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('invoices.new.amount', { currency: company.currency })}
          inputMode={company.currency === 'IDR' ? 'numeric' : 'decimal'}
          autoComplete="off"
          placeholder={company.currency === 'IDR' ? '500000' : '500.00'}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField label={t('invoices.new.due_on')} type="date" min={today} max={latestDueOn(today)} error={errors.dueOn?.message} {...register('dueOn')} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('invoices.new.submit')}
        </Button>
      </div>
    </form>
  );
}
