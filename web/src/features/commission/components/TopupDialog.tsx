import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { startTopup } from '../api/money';
import { TOPUP_FIELDS, topupSchema, type TopupValues } from '../logic/money-forms';

/**
 * HQ tops up the Billplz credit: the amount, then the browser goes to the Billplz bill (its redirect comes
 * back to /ejenpay-topup/{amount}), or to the company's own payment page (/ejenpay/…) when it is on. The server's refusals show under the amount (422 `amount`) or as its
 * message (`billplz_not_set_up`). Mount it to open it.
 */
export function TopupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<TopupValues>({ resolver: zodResolver(topupSchema), defaultValues: { amount: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, status, error } = useFormSubmit(
    form,
    async (v) => {
      const started = await startTopup(v.amount);
      // Our own payment page (/ejenpay/…) opens in the app; the gateway's bill is another site.
      if (started.paymentUrl.startsWith('/')) navigate(started.paymentUrl);
      else window.location.assign(started.paymentUrl);
    },
    { fields: TOPUP_FIELDS, savedText: t('commission.money.redirecting') },
  );
  const leaving = status?.kind === 'success';

  return (
    <Dialog open wide title={t('commission.money.topupTitle')} onClose={onClose} testId="topup-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Input
          label={t('commission.money.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('commission.money.amountHint')}
          error={errorText(errors.amount?.message)}
          data-testid="topup-amount-input"
          {...register('amount')}
        />
        {error && <FormMessage testId="topup-error">{error}</FormMessage>}
        {leaving && (
          <FormMessage kind="info" testId="topup-redirecting">
            {status.text}
          </FormMessage>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting || leaving} data-testid="topup-submit">
            {t('commission.money.pay')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
