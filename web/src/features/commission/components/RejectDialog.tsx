import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Textarea } from '@/components/Textarea';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { REASON_MAX, rejectSchema, type RejectValues } from '../logic/payout-form';

/** Rejecting payouts asks why (the agents read it as the payout's note). Mount it to open it. */
export function RejectDialog({ count, total, onClose, onReject }: { count: number; total: string; onClose: () => void; onReject: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<RejectValues>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(form, (v) => onReject(v.reason), { fields: ['reason'] });
  return (
    <Dialog open wide role="alertdialog" title={t('commission.queue.rejectTitle', { count })} onClose={onClose} testId="payout-reject-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p>{t('commission.queue.rejectMessage', { count, total })}</p>
        <Textarea label={t('commission.queue.reason')} rows={3} maxLength={REASON_MAX} error={errorText(errors.reason?.message)} data-testid="payout-reject-reason" {...register('reason')} />
        {error && <FormMessage testId="payout-reject-error">{error}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting} data-testid="payout-reject-confirm">
            {t('commission.queue.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
