import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { reloadSettlement, saveSettlementTerms } from '../api/settlement';
import type { SettlementTerms } from '../api/types';
import { TERMS_FIELDS, termsSchema, termsValues, toTermsInput, type TermsValues } from '../logic/terms-form';
import { useSettlementTexts } from './use-settlement-texts';

/** The terms now in force, as read from the report. */
function CurrentTerms({ terms }: { terms: SettlementTerms }) {
  const { t } = useTranslation();
  const text = useSettlementTexts();
  const facts: [string, string, string][] = [
    [t('settlement.terms.feeFixed'), text.money(terms.feeFixed), 'terms-fee-fixed'],
    [t('settlement.terms.feePercent'), text.percent(terms.feePercent), 'terms-fee-percent'],
    [t('settlement.terms.settlementDays'), text.days(terms.settlementDays), 'terms-days'],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="terms-current">
      {facts.map(([label, value, testId]) => (
        <div key={testId} className="min-w-0 rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-1 text-base font-semibold break-words text-slate-900 tabular-nums" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** HQ's form: a 422's field errors land on the fields; any other refusal (billplz_not_set_up) shows its message. */
function TermsForm({ terms }: { terms: SettlementTerms }) {
  const { t } = useTranslation();
  const text = useSettlementTexts();
  const { mutate } = useSWRConfig();
  const form = useForm<TermsValues>({ resolver: zodResolver(termsSchema), defaultValues: termsValues(terms) });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveSettlementTerms(toTermsInput(v));
      reset(termsValues(saved));
      // Pending payments' expected fees and settlement days follow the new terms.
      await reloadSettlement(mutate).catch(() => undefined);
    },
    { fields: TERMS_FIELDS, savedText: t('settlement.terms.saved') },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 border-t border-slate-100 pt-4" data-testid="terms-form">
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{t('settlement.terms.change')}</h3>
      <div className="grid gap-3 sm:grid-cols-3 sm:items-start">
        <Input
          className="min-w-0"
          label={t('settlement.terms.feeFixedIn', { currency: text.currency })}
          inputMode="decimal"
          autoComplete="off"
          error={errorText(errors.feeFixed?.message)}
          data-testid="terms-fee-fixed-input"
          {...register('feeFixed')}
        />
        <Input
          className="min-w-0"
          label={t('settlement.terms.feePercentIn')}
          inputMode="decimal"
          autoComplete="off"
          error={errorText(errors.feePercent?.message)}
          data-testid="terms-fee-percent-input"
          {...register('feePercent')}
        />
        <Input
          className="min-w-0"
          label={t('settlement.terms.settlementDays')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('settlement.terms.daysHint')}
          error={errorText(errors.settlementDays?.message)}
          data-testid="terms-days-input"
          {...register('settlementDays')}
        />
      </div>
      {status && (
        <div className="mt-4">
          <FormMessage kind={status.kind} testId={`terms-${status.kind}`}>
            {status.text}
          </FormMessage>
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto" data-testid="terms-save">
          {t('settlement.terms.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The company's terms with Billplz (fixed fee, percent, working days to settlement), which give each
 * payment's fee and settlement day. HQ changes them here; staff read them. Without a Billplz account
 * there is nothing to settle and no terms to set.
 */
export function TermsCard({ terms, canEdit }: { terms: SettlementTerms | null; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('settlement.terms.title')} data-testid="terms-card">
      {terms ? (
        <>
          <p className="mb-4 text-sm text-slate-600">{t('settlement.terms.intro')}</p>
          <CurrentTerms terms={terms} />
          {canEdit ? (
            <TermsForm terms={terms} />
          ) : (
            <p className="mt-4 text-sm text-slate-500" data-testid="terms-read-only">
              {t('settlement.terms.readOnly')}
            </p>
          )}
        </>
      ) : (
        <div data-testid="terms-not-set-up">
          <p className="font-semibold text-slate-900">{t('settlement.terms.notSetUp')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('settlement.terms.notSetUpHint')}</p>
        </div>
      )}
    </Card>
  );
}
