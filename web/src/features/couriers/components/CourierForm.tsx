import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Switch } from '@/components/Switch';
import { failureText } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { COURIERS_KEY, saveCourier } from '../api/couriers';
import type { Courier } from '../api/types';
import { sortRates } from '../logic/rates';
import { courierInput, courierSchema, courierValues, emptyRegion, placeCourierErrors, withSortedRates, type CourierValues } from '../logic/courier-form';
import { RegionEditor } from './RegionEditor';

const sameOrder = <T,>(a: readonly T[], b: readonly T[]) => a.every((r, i) => r === b[i]);

/** Create or edit a courier: details, then regions with their states and rate tables. */
export function CourierForm({ courier }: { courier: Courier | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CourierValues>({ resolver: zodResolver(courierSchema), defaultValues: courierValues(courier) });
  const { fields, append, remove } = useFieldArray({ control, name: 'regions' });
  const basis = useWatch({ control, name: 'rateBasis' });

  const onSubmit = handleSubmit(async (raw) => {
    setFormError(null);
    // Rows go in order of their bound; the form shows that order too, so `regions.N.rates.M` errors line up.
    const values = withSortedRates(raw);
    raw.regions.forEach((r, i) => {
      if (!sameOrder(r.rates, sortRates(r.rates))) setValue(`regions.${i}.rates`, values.regions[i].rates);
    });
    try {
      await saveCourier(courierInput(values, courier?.id));
      await mutate(COURIERS_KEY);
      navigate('/courier', { state: { saved: values.name.trim() } });
    } catch (err) {
      const placed = placeCourierErrors(err, values);
      for (const [path, message] of placed.fields) setError(path as FieldPath<CourierValues>, { type: 'server', message });
      setFormError(placed.general.join(' ') || (placed.fields.length ? t('stock.courier.fixErrors') : failureText(err)));
    }
  });

  const f = (name: 'name' | 'service' | 'handlingFee' | 'freeShippingThreshold') => ({
    id: `courier-${name}`,
    error: errorText(errors[name]?.message),
    'data-testid': `courier-${name}`,
    ...register(name),
  });
  const regionsError = errorText(errors.regions?.message ?? errors.regions?.root?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="courier-form">
      <Card title={t('stock.courier.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t('stock.courier.name')} autoComplete="off" {...f('name')} />
          <Input label={t('stock.courier.service')} autoComplete="off" {...f('service')} />
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('stock.courier.rateBasis')}</legend>
            <div className="flex flex-wrap gap-2">
              {(['weight', 'units'] as const).map((b) => (
                <label key={b} htmlFor={`courier-basis-${b}`} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium ring-1 ring-slate-300 has-checked:bg-primary/5 has-checked:ring-2 has-checked:ring-primary">
                  <input id={`courier-basis-${b}`} type="radio" value={b} className="h-4 w-4 accent-primary" {...register('rateBasis')} data-testid={`courier-basis-${b}`} />
                  {t(`stock.courier.basis.${b}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Input label={t('stock.courier.handlingFee')} inputMode="decimal" placeholder="0.00" hint={t('stock.courier.handlingFeeHint')} {...f('handlingFee')} />
          <Input label={t('stock.courier.freeShippingThreshold')} inputMode="decimal" hint={t('stock.courier.freeShippingHint')} {...f('freeShippingThreshold')} />
          <Switch label={t('stock.courier.active')} hint={t('stock.courier.activeHint')} className="sm:col-span-2" {...register('active')} data-testid="courier-active" />
        </div>
      </Card>

      <Card title={t('stock.courier.regions')}>
        <ul className="space-y-4">
          {fields.map((field, i) => (
            <RegionEditor
              key={field.id}
              index={i}
              control={control}
              register={register}
              setValue={setValue}
              errors={errors}
              basis={basis}
              canRemove={fields.length > 1}
              onRemove={() => remove(i)}
            />
          ))}
        </ul>
        <FieldError message={regionsError} />
        <Button variant="secondary" className="mt-4" onClick={() => append(emptyRegion())} data-testid="region-add">
          {t('stock.courier.addRegion')}
        </Button>
      </Card>

      {formError && <FormMessage testId="courier-error">{formError}</FormMessage>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/courier" className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
          {t('common.cancel')}
        </Link>
        <Button type="submit" loading={isSubmitting} data-testid="courier-save">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
