import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Textarea } from '@/components/Textarea';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { cancelEinvoice } from '../api/einvoice';
import type { Einvoice } from '../api/types';
import { cancelSchema, MAX_CANCEL_REASON, type CancelValues } from '../logic/forms';

/**
 * Cancelling a valid document at MyInvois (within 72 hours of its validation) asks why: MyInvois keeps the
 * reason, and the buyer is told. It cannot be undone. Mount it to open it.
 */
export function CancelDialog({ einvoice, onClose, onDone }: { einvoice: Einvoice; onClose: () => void; onDone: (saved: Einvoice) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<CancelValues>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const { onSubmit, error } = useFormSubmit(form, async (v) => onDone(await cancelEinvoice(einvoice.id, v.reason.trim())), { fields: ['reason'] });
  return (
    <Dialog open wide role="alertdialog" title={t('einvoice.cancel.title', { code: einvoice.codeNumber })} onClose={onClose} testId="einvoice-cancel-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p>{t('einvoice.cancel.intro', { buyer: einvoice.buyerName })}</p>
        <div>
          <Textarea label={t('einvoice.cancel.reason')} rows={3} maxLength={MAX_CANCEL_REASON} error={errorText(errors.reason?.message)} data-testid="einvoice-cancel-reason" {...register('reason')} />
          <p className="mt-1 text-right text-xs text-slate-500 tabular-nums" aria-live="polite" data-testid="einvoice-cancel-count">
            {t('einvoice.cancel.count', { count: reason.length, max: MAX_CANCEL_REASON })}
          </p>
        </div>
        {error && <FormMessage testId="einvoice-cancel-error">{error}</FormMessage>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('einvoice.cancel.keep')}
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting} data-testid="einvoice-cancel-confirm">
            {t('einvoice.cancel.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
