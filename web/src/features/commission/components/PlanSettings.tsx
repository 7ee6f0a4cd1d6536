import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Loaded } from '@/components/Loaded';
import { Switch } from '@/components/Switch';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { saveCommissionSettings, SETTINGS_API, useCommissionSettings } from '../api/settings';
import type { CommissionSettings } from '../api/types';
import { SETTINGS_FIELDS, settingsSchema, settingsValues, toSettingsInput, type SettingsValues } from '../logic/money-forms';

/**
 * The plan's settings on /commission-payout?tab=settings: whether an override passes up past an upline who
 * is not active (compression), and the smallest payout. The HQ side reads them; HQ alone saves (staff see
 * the form disabled, without the button).
 */
export function PlanSettings({ canPay }: { canPay: boolean }) {
  const { t } = useTranslation();
  const settings = useCommissionSettings();
  return (
    <div data-testid="plan-settings">
      <p className="mb-3 text-sm text-slate-600">{t('commission.settings.intro')}</p>
      <Loaded data={settings.data} error={settings.error} retry={() => void settings.mutate()}>
        {(s) => <SettingsForm settings={s} canSave={canPay} />}
      </Loaded>
    </div>
  );
}

function SettingsForm({ settings, canSave }: { settings: CommissionSettings; canSave: boolean }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const form = useForm<SettingsValues>({ resolver: zodResolver(settingsSchema), defaultValues: settingsValues(settings) });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveCommissionSettings(toSettingsInput(v));
      await mutate(SETTINGS_API, saved, { revalidate: false });
      reset(settingsValues(saved));
    },
    { fields: SETTINGS_FIELDS, savedText: t('commission.settings.saved') },
  );

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate data-testid="settings-form">
        <fieldset disabled={!canSave} className="min-w-0 space-y-4">
          <Switch label={t('commission.settings.compression')} hint={t('commission.settings.compressionHint')} data-testid="settings-compression" {...register('overrideCompresses')} />
          <Input
            label={t('commission.settings.payoutMinimum')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('commission.settings.payoutMinimumHint')}
            error={errorText(errors.payoutMinimum?.message)}
            className="max-w-xs"
            data-testid="settings-payout-minimum"
            {...register('payoutMinimum')}
          />
        </fieldset>
        {status && (
          <div className="mt-4">
            <FormMessage kind={status.kind} testId={`settings-${status.kind}`}>
              {status.text}
            </FormMessage>
          </div>
        )}
        {canSave && (
          <div className="mt-4 flex justify-end">
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto" data-testid="settings-save">
              {t('commission.settings.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
