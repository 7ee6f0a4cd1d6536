import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCIES, placeServerErrors } from '@rangkai/shared';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { buttonClass } from '@/components/buttonClass';
import { SelectField, TextAreaField, TextField } from '@/components/Field';
import { messageOf } from '@/lib/api';
import { createPlan, plansKey, updatePlan, usePlans } from './api';
import type { PlansNotice } from './PlansPage';
import { EMPTY_PLAN, PLAN_FIELDS, planSchema, planToForm, type PlanForm as PlanFormValues, type PlanValues } from './schema';
import { PLAN_FEATURES, type Plan } from './types';

/** /plans/new and /plans/:id/edit. */
export function PlanFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: plans, error, isLoading } = usePlans();

  const header = (
    <div>
      <Link to="/plans" className="text-sm text-slate-500 hover:text-slate-800">
        ← {t('plans.title')}
      </Link>
      <h1 className="mt-1 text-2xl font-semibold">{id ? t('plans.form.edit_title') : t('plans.form.new_title')}</h1>
    </div>
  );

  if (!id) {
    return (
      <section className="mx-auto max-w-2xl space-y-4">
        {header}
        <PlanForm />
      </section>
    );
  }

  // The API lists plans but has no call for one: the edited plan comes from the list.
  const plan = plans?.find((p) => String(p.id) === id);
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      {header}
      {error && <Alert>{messageOf(error)}</Alert>}
      {isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {plans && !plan && <Alert>{t('plans.form.not_found')}</Alert>}
      {plan && <PlanForm key={plan.id} plan={plan} />}
    </section>
  );
}

function PlanForm({ plan }: { plan?: Plan }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormValues, unknown, PlanValues>({
    resolver: zodResolver(planSchema),
    defaultValues: plan ? planToForm(plan) : EMPTY_PLAN,
  });
  const currency = useWatch({ control, name: 'currency' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = plan ? await updatePlan(plan.id, values) : await createPlan(values);
      await mutate(plansKey);
      const state: PlansNotice = { notice: t(plan ? 'plans.form.saved' : 'plans.form.created', { name: saved?.name ?? values.name }) };
      void navigate('/plans', { state });
    } catch (e) {
      placeServerErrors(e, setFieldError, PLAN_FIELDS);
      setError(messageOf(e));
    }
  });

  const money = { inputMode: currency === 'IDR' ? ('numeric' as const) : ('decimal' as const), autoComplete: 'off' };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {error && <Alert>{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('plans.form.name')} error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('plans.form.code')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          hint={t('plans.form.code_hint')}
          error={errors.code?.message}
          {...register('code')}
        />
      </div>
      <TextAreaField label={t('plans.form.description')} error={errors.description?.message} {...register('description')} />

      {plan ? (
        // A plan keeps its currency: the companies on it pay in that currency.
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t('plans.form.currency')}</p>
          <p className="text-sm">{t(`currencies.${plan.currency}`)}</p>
          <p className="text-xs text-slate-500">{t('plans.form.currency_fixed')}</p>
        </div>
      ) : (
        <SelectField label={t('plans.form.currency')} hint={t('plans.form.currency_hint')} error={errors.currency?.message} {...register('currency')}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {t(`currencies.${c}`)}
            </option>
          ))}
        </SelectField>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('plans.form.monthly_price', { currency })} {...money} placeholder={currency === 'IDR' ? '250000' : '199.00'} error={errors.monthlyPrice?.message} {...register('monthlyPrice')} />
        <TextField
          label={t('plans.form.yearly_price', { currency })}
          {...money}
          placeholder={currency === 'IDR' ? '2500000' : '1990.00'}
          error={errors.yearlyPrice?.message}
          {...register('yearlyPrice')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('plans.form.max_agents')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('plans.unlimited')}
          hint={t('plans.form.limit_hint')}
          error={errors.maxAgents?.message}
          {...register('maxAgents')}
        />
        <TextField
          label={t('plans.form.max_branches')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('plans.unlimited')}
          hint={t('plans.form.limit_hint')}
          error={errors.maxBranches?.message}
          {...register('maxBranches')}
        />
        <TextField
          label={t('plans.form.trial_days')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('plans.form.trial_days_hint')}
          error={errors.trialDays?.message}
          {...register('trialDays')}
        />
      </div>

      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t('plans.form.features')}</legend>
            <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
              {PLAN_FEATURES.map((key) => (
                <label key={key} className="flex min-h-10 min-w-0 items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-slate-400 has-checked:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 accent-slate-900"
                    checked={field.value.includes(key)}
                    onChange={(e) => field.onChange(e.target.checked ? [...field.value, key] : field.value.filter((f) => f !== key))}
                    onBlur={field.onBlur}
                  />
                  {t(`plans.features.${key}`)}
                </label>
              ))}
            </div>
            {errors.features?.message && <p className="text-xs text-red-700">{t(errors.features.message, { defaultValue: errors.features.message })}</p>}
          </fieldset>
        )}
      />

      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-slate-900" {...register('active')} />
        <span>
          <span className="font-medium text-slate-700">{t('plans.form.active')}</span>
          <span className="block text-xs text-slate-500">{t('plans.form.active_hint')}</span>
        </span>
      </label>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/plans" className={buttonClass('secondary')}>
          {t('common.cancel')}
        </Link>
        <Button type="submit" busy={isSubmitting}>
          {plan ? t('plans.form.save') : t('plans.form.create')}
        </Button>
      </div>
    </form>
  );
}
