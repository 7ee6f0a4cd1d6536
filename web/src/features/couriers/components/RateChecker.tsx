import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useStates } from '@/features/profile/api/get-attributes';
import { failureText } from '@/lib/form';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { checkRate } from '../api/couriers';
import { COUNTRIES, type RateQuote } from '../api/types';
import { rateCheckSchema, rateParams, type RateCheckValues } from '../logic/rate-check';

/** "Check a rate": what an order to a state, of a weight or number of units, would pay for shipping. */
export function RateChecker() {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const [quote, setQuote] = useState<RateQuote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RateCheckValues>({ resolver: zodResolver(rateCheckSchema), defaultValues: { country: 'MY', state: '', weight: '', units: '', subtotal: '' } });
  const country = useWatch({ control, name: 'country' });
  const { data: states } = useStates(country);

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    setQuote(null);
    try {
      setQuote(await checkRate(rateParams(v)));
    } catch (err) {
      setFailure(failureText(err));
    }
  });

  const money = (v: string) => formatMoney(v, currency);
  return (
    <Card title={t('stock.rate.title')} data-testid="rate-checker">
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-start">
        <Select
          id="rate-country"
          label={t('stock.courier.country')}
          options={COUNTRIES.map((c) => ({ value: c, label: t(`stock.courier.countries.${c}`) }))}
          {...register('country', { onChange: () => setValue('state', '') })}
          data-testid="rate-country"
        />
        <Select
          id="rate-state"
          label={t('stock.rate.state')}
          placeholder={t('common.choose')}
          options={(states ?? []).map((s) => ({ value: s.code, label: s.name }))}
          error={errorText(errors.state?.message)}
          {...register('state')}
          data-testid="rate-state"
        />
        <Input id="rate-weight" label={t('stock.rate.weight')} inputMode="decimal" error={errorText(errors.weight?.message)} {...register('weight')} data-testid="rate-weight" />
        <Input id="rate-units" label={t('stock.rate.units')} inputMode="numeric" error={errorText(errors.units?.message)} {...register('units')} data-testid="rate-units" />
        <Input id="rate-subtotal" label={t('stock.rate.subtotal')} inputMode="decimal" error={errorText(errors.subtotal?.message)} {...register('subtotal')} data-testid="rate-subtotal" />
        <div className="sm:col-span-2 lg:col-span-5">
          <Button type="submit" variant="secondary" loading={isSubmitting} data-testid="rate-check">
            {t('stock.rate.check')}
          </Button>
        </div>
      </form>
      <div className="mt-4" aria-live="polite">
        {failure && <FormMessage testId="rate-error">{failure}</FormMessage>}
        {quote && (quote.contactHq || quote.options.length === 0) && (
          <FormMessage kind="info" testId="rate-contact-hq">
            {quote.message || t('stock.rate.contactHq')}
          </FormMessage>
        )}
        {quote && quote.options.length > 0 && (
          <ul className="space-y-2" data-testid="rate-options">
            {quote.options.map((o) => (
              <li key={o.courierId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg p-3 ring-1 ring-slate-200" data-testid="rate-option">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {o.name} · {o.service}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('stock.rate.breakdown', { shipping: money(o.shipping), fee: money(o.handlingFee) })}
                    {o.freeShipping && <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-800">{t('stock.rate.free')}</span>}
                  </p>
                </div>
                <p className="text-base font-bold text-slate-900">{money(o.total)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
