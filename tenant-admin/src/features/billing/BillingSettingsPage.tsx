import { zodResolver } from '@hookform/resolvers/zod';
import { placeServerErrors } from '@rangkai/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { TextAreaField, TextField } from '@/components/Field';
import { messageOf } from '@/lib/api';
import { saveBillingSettings, settingsKey, useBillingSettings } from './api';
import { SETTINGS_FIELDS, settingsSchema, settingsToForm, type SettingsForm } from './schema';
import type { BillingSettings } from './types';

export function BillingSettingsPage() {
  const { t } = useTranslation();
  const { data: settings, error, isLoading } = useBillingSettings();
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <div>
        <Link to="/billing" className="text-sm text-slate-500 hover:text-slate-800">
          ← {t('billing.title')}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold">{t('billing_settings.title')}</h1>
      </div>
      {error && <Alert>{messageOf(error)}</Alert>}
      {isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {settings && <SettingsFormCard settings={settings} />}
    </section>
  );
}

function SettingsFormCard({ settings }: { settings: BillingSettings }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsForm, unknown, BillingSettings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: settingsToForm(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      const answer = await saveBillingSettings(values);
      // The answer is the settings as saved; an empty answer means they are what was sent.
      const next = answer && typeof answer === 'object' ? answer : values;
      await mutate(settingsKey, next, { revalidate: false });
      reset(settingsToForm(next));
      setSaved(true);
    } catch (e) {
      placeServerErrors(e, setFieldError, SETTINGS_FIELDS);
      setError(messageOf(e));
    }
  });

  const days = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {error && <Alert>{error}</Alert>}
      {saved && !isDirty && <Alert tone="success">{t('billing_settings.saved')}</Alert>}

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold">{t('billing_settings.schedule')}</legend>
        <div className="space-y-4">
          <TextField label={t('billing_settings.issue_days_before')} hint={t('billing_settings.issue_days_before_hint')} {...days} error={errors.issueDaysBefore?.message} {...register('issueDaysBefore')} />
          <TextField
            label={t('billing_settings.reminder_days_before')}
            hint={t('billing_settings.reminder_days_before_hint')}
            {...days}
            error={errors.reminderDaysBefore?.message}
            {...register('reminderDaysBefore')}
          />
          <TextField label={t('billing_settings.grace_days')} hint={t('billing_settings.grace_days_hint')} {...days} error={errors.graceDays?.message} {...register('graceDays')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold">{t('billing_settings.vendor')}</legend>
        <p className="text-sm text-slate-500">{t('billing_settings.vendor_hint')}</p>
        <TextField label={t('billing_settings.vendor_name')} autoComplete="organization" error={errors.vendorName?.message} {...register('vendorName')} />
        <TextAreaField label={t('billing_settings.vendor_address')} rows={4} autoComplete="street-address" error={errors.vendorAddress?.message} {...register('vendorAddress')} />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => reset()}>
          {t('billing_settings.undo')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('billing_settings.save')}
        </Button>
      </div>
    </form>
  );
}
