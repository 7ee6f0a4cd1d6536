import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Select } from '@/components/Select';
import { ApiError } from '@/lib/api';
import { currentLanguage, errorText, LANGUAGES } from '@/lib/i18n';
import { useCompany } from '@/lib/company';
import { registerAgent } from '../api/agents';
import { AgentFields } from '../components/AgentFields';
import { AgentPicker } from '../components/AgentPicker';
import { TierSelect } from '../components/TierSelect';
import { LinkButton } from '@/components/LinkButton';
import { AGENT_FIELDS, EMPTY_AGENT, hqRegisterBody, hqRegisterSchema, sortFieldErrors, type HqRegisterValues } from '../logic/agent-form';
import { phoneCodes } from '../logic/identity';

const FIELDS = [...AGENT_FIELDS, 'upline', 'helper', 'tierId'] as const;
const RENAME = { uplineId: 'upline', helperId: 'helper' } as const;

/** /agent-registration (HQ side): register an agent under any upline; they are invited by e-mail to choose a password. */
export function AgentRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = useCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HqRegisterValues>({
    resolver: zodResolver(hqRegisterSchema),
    defaultValues: { ...EMPTY_AGENT, accCodePhone: phoneCodes(company.currency)[0], upline: null, helper: null, tierId: '', lang: currentLanguage() },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const agent = await registerAgent(hqRegisterBody(values));
      navigate(`/agent-details?id=${agent.id}`, { state: { registered: true } });
    } catch (err) {
      const sorted = sortFieldErrors(err instanceof ApiError ? err.errors : undefined, FIELDS, RENAME);
      for (const [field, message] of sorted.fields) setError(field, { type: 'server', message });
      if (sorted.fields.length === 0 || sorted.other.length > 0) setFormError(sorted.other[0] ?? (err instanceof Error ? err.message : t('errors.generic')));
    }
  });

  return (
    <div className="mx-auto max-w-3xl" data-testid="agent-registration-page">
      <PageTitle subtitle={t('agents.hqRegister.intro')} actions={<LinkButton to="/agent-database">{t('agents.titles.database')}</LinkButton>}>
        {t('agents.titles.hqRegistration')}
      </PageTitle>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="hq-register-form">
          <FormMessage testId="register-error">{formError}</FormMessage>
          <Card title={t('agents.hqRegister.network')} className="space-y-4">
            <Controller
              control={control}
              name="upline"
              render={({ field, fieldState }) => (
                <AgentPicker
                  label={t('agents.fields.upline')}
                  value={field.value}
                  onChange={field.onChange}
                  source={{ kind: 'agents' }}
                  topOption={t('agents.picker.underHq')}
                  error={errorText(fieldState.error?.message)}
                  testId="upline-picker"
                />
              )}
            />
            <Controller
              control={control}
              name="helper"
              render={({ field, fieldState }) => (
                <AgentPicker
                  label={t('agents.fields.helperOptional')}
                  value={field.value}
                  onChange={field.onChange}
                  source={{ kind: 'agents' }}
                  error={errorText(fieldState.error?.message)}
                  testId="helper-picker"
                />
              )}
            />
            <TierSelect error={errorText(errors.tierId?.message)} data-testid="register-tier" {...register('tierId')} />
          </Card>
          <Card title={t('agents.hqRegister.details')} className="space-y-4">
            <AgentFields />
            <Select
              label={t('agents.fields.language')}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              {...register('lang')}
            />
          </Card>
          <div className="flex justify-end">
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto" data-testid="register-submit">
              {t('agents.hqRegister.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
