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
import { hasWithholding, SETTINGS_FIELDS, settingsSchemaFor, settingsValues, toSettingsInput, type SettingsValues } from '../logic/money-forms';
import { percentLabel } from '../logic/withholding';
import { useCommissionTexts } from './use-commission-texts';

/**
 * The plan's settings on /commission-payout?tab=settings: whether an override passes up past an upline who
 * is not active (compression), the smallest payout and, for a Malaysian (MYR) company, s.107D withholding
 * (the threshold of last year's payouts and the rate; the hint names the saved ones). The HQ side reads
 * them; HQ alone saves (staff see the form disabled, without the button).
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
  const text = useCommissionTexts();
  const withholding = hasWithholding(text.currency);
  const form = useForm<SettingsValues>({ resolver: zodResolver(settingsSchemaFor(withholding)), defaultValues: settingsValues(settings) });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveCommissionSettings(toSettingsInput(v, withholding));
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
          {withholding && (
            <div role="group" aria-labelledby="settings-withholding-title" className="min-w-0 space-y-3 border-t border-slate-100 pt-4" data-testid="settings-withholding">
              <div>
                <h3 id="settings-withholding-title" className="text-sm font-semibold text-slate-800">
                  {t('commission.settings.withholding')}
                </h3>
                <p className="mt-1 text-xs text-slate-500" data-testid="settings-withholding-hint">
                  {t('commission.settings.withholdingHint', { rate: percentLabel(settings.withholdingRate), threshold: text.money(settings.withholdingThreshold) })}
                </p>
              </div>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Input
                  label={t('commission.settings.withholdingThreshold')}
                  inputMode="decimal"
                  autoComplete="off"
                  error={errorText(errors.withholdingThreshold?.message)}
                  className="min-w-0"
                  data-testid="settings-withholding-threshold"
                  {...register('withholdingThreshold')}
                />
                <Input
                  label={t('commission.settings.withholdingRate')}
                  inputMode="decimal"
                  autoComplete="off"
                  error={errorText(errors.withholdingRate?.message)}
                  className="min-w-0"
                  data-testid="settings-withholding-rate"
                  {...register('withholdingRate')}
                />
              </div>
            </div>
          )}
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
