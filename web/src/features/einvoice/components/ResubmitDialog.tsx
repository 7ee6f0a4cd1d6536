import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { resubmitEinvoice } from '../api/einvoice';
import type { Einvoice } from '../api/types';
import { correctedTin, resubmitSchema, type ResubmitValues } from '../logic/forms';

/**
 * An invalid document goes back to the queue and is sent again with the next round: LHDN's reasons, the
 * buyer (of a self-billed invoice: the agent) with their TIN as sent, and an optional corrected TIN. Any
 * other correction (the company's details in Setup, the agent's record) is made first, where it lives: the
 * document is built again from them when it is sent. Mount it to open it.
 */
export function ResubmitDialog({ einvoice, onClose, onDone }: { einvoice: Einvoice; onClose: () => void; onDone: (saved: Einvoice) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<ResubmitValues>({ resolver: zodResolver(resubmitSchema), defaultValues: { buyerTin: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(form, async (v) => onDone(await resubmitEinvoice(einvoice.id, correctedTin(v))), { fields: ['buyerTin'] });
  const e = einvoice;
  return (
    <Dialog open wide title={t('einvoice.resubmit.title', { code: e.codeNumber })} onClose={onClose} testId="einvoice-resubmit-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {e.reasons.length > 0 && (
          <div className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200" data-testid="einvoice-resubmit-reasons">
            <p className="font-semibold">{t('einvoice.row.reasons')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {e.reasons.map((r, i) => (
                <li key={i} className="break-words">
                  {r}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p>{t('einvoice.resubmit.intro')}</p>
        <p className="rounded-lg bg-slate-50 p-3 break-words" data-testid="einvoice-resubmit-buyer">
          {t('einvoice.resubmit.buyer', { name: e.buyerName, tin: e.buyerTin })}
        </p>
        <Input
          label={t('einvoice.resubmit.tinLabel')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          placeholder={e.buyerTin}
          hint={t('einvoice.resubmit.tinHint')}
          error={errorText(errors.buyerTin?.message)}
          data-testid="einvoice-resubmit-tin"
          {...register('buyerTin')}
        />
        {error && <FormMessage testId="einvoice-resubmit-error">{error}</FormMessage>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="einvoice-resubmit-confirm">
            {t('einvoice.resubmit.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
