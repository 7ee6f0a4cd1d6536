import { zodResolver } from '@hookform/resolvers/zod';
import { placeServerErrors } from '@rangkai/shared';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { buttonClass } from '@/components/buttonClass';
import { Dialog } from '@/components/Dialog';
import { SelectField, TextField } from '@/components/Field';
import { usePlans } from '@/features/plans/api';
import { PERIODS, type Plan } from '@/features/plans/types';
import { messageOf } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { setSubscription, type Company } from './api';
import { initialSubscription, plansFor, priceOf, SUBSCRIPTION_FIELDS, subscriptionSchema, type SubscriptionForm } from './subscription';
import type { SetSubscriptionInput } from './types';

interface SetPlanDialogProps {
  company: Company | null;
  onClose: () => void;
  /** After the company was put on a plan, with the message to show. */
  onDone: (notice: string) => void;
}

/** "Set plan": puts a company on one of the active plans in its currency. */
export function SetPlanDialog({ company, onClose, onDone }: SetPlanDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={company !== null}
      title={t('set_plan.title')}
      subtitle={company ? `${company.name} · ${company.currency}` : undefined}
      busy={busy}
      onClose={onClose}
    >
      {company && <SetPlanBody key={company.id} company={company} onClose={onClose} onDone={onDone} onBusy={setBusy} />}
    </Dialog>
  );
}

function SetPlanBody({ company, onClose, onDone, onBusy }: { company: Company; onClose: () => void; onDone: (notice: string) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const { data: plans, error, isLoading } = usePlans();
  const offered = useMemo(() => plansFor(company, plans ?? []), [company, plans]);

  return (
    <>
      {error && <Alert>{messageOf(error)}</Alert>}
      {isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {plans && offered.length === 0 && (
        <div className="space-y-3">
          <Alert tone="info">{t('set_plan.no_plans', { currency: company.currency })}</Alert>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Link to="/plans/new" className={buttonClass('primary')}>
              {t('plans.new')}
            </Link>
          </div>
        </div>
      )}
      {plans && offered.length > 0 && <SetPlanForm company={company} offered={offered} onClose={onClose} onDone={onDone} onBusy={onBusy} />}
    </>
  );
}

interface SetPlanFormProps {
  company: Company;
  offered: Plan[];
  onClose: () => void;
  onDone: (notice: string) => void;
  onBusy: (busy: boolean) => void;
}

function SetPlanForm({ company, offered, onClose, onDone, onBusy }: SetPlanFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<SubscriptionForm, unknown, SetSubscriptionInput>({
    resolver: zodResolver(subscriptionSchema),
    defaultValues: initialSubscription(company, offered),
  });
  const planId = useWatch({ control, name: 'planId' });
  const period = useWatch({ control, name: 'period' });
  const plan = offered.find((p) => String(p.id) === planId);
  const isNew = company.planName == null;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    onBusy(true);
    try {
      await setSubscription(company.id, values);
      const name = offered.find((p) => p.id === values.planId)?.name ?? '';
      onDone(t('set_plan.done', { company: company.name, plan: name, period: t(`periods.${values.period}`) }));
    } catch (e) {
      placeServerErrors(e, setFieldError, SUBSCRIPTION_FIELDS);
      setError(messageOf(e));
    } finally {
      onBusy(false);
    }
  });

  const planField = register('planId');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      {company.planName && <p className="text-sm text-slate-600">{t('set_plan.current', { plan: company.planName, period: company.period ? t(`periods.${company.period}`) : '' })}</p>}
      <SelectField
        label={t('set_plan.plan')}
        error={errors.planId?.message}
        {...planField}
        onChange={(e) => {
          void planField.onChange(e);
          // A new subscription starts with the chosen plan's trial.
          const chosen = offered.find((p) => String(p.id) === e.target.value);
          if (isNew && chosen) setValue('trialDays', String(chosen.trialDays));
        }}
      >
        {offered.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({p.code})
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{t('set_plan.period')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {PERIODS.map((p) => (
            <label key={p} className="flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-checked:border-slate-900 has-checked:bg-slate-50">
              <input type="radio" value={p} className="size-4 accent-slate-900" {...register('period')} />
              <span className="min-w-0">
                <span className="block">{t(`periods.${p}`)}</span>
                {plan && <span className="block text-xs text-slate-500">{formatMoney(priceOf(plan, p), plan.currency)}</span>}
              </span>
            </label>
          ))}
        </div>
        {errors.period?.message && <p className="text-xs text-red-700">{t(errors.period.message, { defaultValue: errors.period.message })}</p>}
      </fieldset>
      <TextField
        label={t('set_plan.trial_days')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('set_plan.trial_hint')}
        error={errors.trialDays?.message}
        {...register('trialDays')}
      />
      {plan && (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t('set_plan.summary', { plan: plan.name, price: formatMoney(priceOf(plan, period), plan.currency), period: t(`periods.${period}`) })}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('set_plan.submit')}
        </Button>
      </div>
    </form>
  );
}
