import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { LinkButton } from '@/components/LinkButton';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { requestPayout } from '../api/payouts';
import type { CommissionBalance, Payout } from '../api/types';
import { PROFILE_BANK_PATH } from '../logic/paths';
import { AMOUNT_RE, PAYOUT_FIELDS, payoutSchema, type PayoutValues } from '../logic/payout-form';
import { currencyScale, percentLabel, withholdingOf } from '../logic/withholding';
import { BankAccountBox } from './BankAccountBox';
import { useCommissionTexts } from './use-commission-texts';

/**
 * The agent asks to be paid: the amount (the whole available balance to start with) and the bank account
 * it goes to. When s.107D withholding applies to them (`withholdingRate`), it says before they ask what is
 * withheld from the amount typed and what reaches their bank. Without a bank account it says where to add
 * one. The server's refusals (below the minimum, above the balance, no bank account) show under the amount
 * or the bank account. Mount it to open it.
 */
export function RequestPayoutDialog({ balance, onClose, onDone }: { balance: CommissionBalance; onClose: () => void; onDone: (payout: Payout) => Promise<unknown> }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const form = useForm<PayoutValues>({ resolver: zodResolver(payoutSchema), defaultValues: { amount: balance.available, bank: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(form, async (v) => onDone(await requestPayout(v.amount)), { fields: PAYOUT_FIELDS });
  const bankError = errorText(errors.bank?.message);
  const amount = useWatch({ control: form.control, name: 'amount' });

  return (
    <Dialog open wide title={t('commission.payout.requestTitle')} onClose={onClose} testId="payout-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Input
          label={t('commission.payout.amountLabel')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('commission.payout.amountHint', { available: text.money(balance.available), minimum: text.money(balance.minimum) })}
          error={errorText(errors.amount?.message)}
          data-testid="payout-amount-input"
          {...register('amount')}
        />
        {balance.withholdingRate !== null && <WithholdingNote rate={balance.withholdingRate} amount={amount} />}
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">{t('commission.payout.paidTo')}</p>
          {balance.bank ? (
            <BankAccountBox bank={balance.bank} />
          ) : (
            <div className="space-y-2" data-testid="payout-no-bank">
              <FormMessage kind="info">{t('commission.payout.noBank')}</FormMessage>
              <LinkButton to={PROFILE_BANK_PATH} className="w-full sm:w-auto" data-testid="payout-add-bank">
                {t('commission.payout.addBank')}
              </LinkButton>
            </div>
          )}
          <FieldError message={bankError} />
        </div>
        {error && <FormMessage testId="payout-error">{error}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!balance.bank} data-testid="payout-submit">
            {t('commission.payout.request')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What s.107D withholding keeps back from the amount typed and what the agent receives (the rate alone while the amount is not one). */
function WithholdingNote({ rate, amount }: { rate: string; amount: string }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const typed = amount.trim();
  const split = AMOUNT_RE.test(typed) ? withholdingOf(typed, rate, currencyScale(text.currency)) : null;
  return (
    <FormMessage kind="info" testId="payout-withholding">
      {split
        ? t('commission.payout.withholding', { rate: percentLabel(rate), withheld: text.money(split.withheld), net: text.money(split.net) })
        : t('commission.payout.withholdingRate', { rate: percentLabel(rate) })}
    </FormMessage>
  );
}
