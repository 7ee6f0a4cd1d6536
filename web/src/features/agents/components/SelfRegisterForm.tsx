import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { PasswordChecklist } from '@/components/form/PasswordChecklist';
import { ApiError } from '@/lib/api';
import { currentLanguage, errorText } from '@/lib/i18n';
import { selfRegister } from '../api/links';
import type { RegistrationLink } from '../api/types';
import { AGENT_FIELDS, EMPTY_AGENT, selfRegisterBody, selfRegisterSchema, sortFieldErrors, type SelfRegisterValues } from '../logic/agent-form';
import { phoneCodes } from '../logic/identity';
import { verifyPath, type LinkIds } from '../logic/links';
import { AgentFields } from './AgentFields';

const FIELDS = [...AGENT_FIELDS, 'password'] as const;

/** The new agent's form on a leader's link: the leader and tier as the server confirmed them, then the fields. */
export function SelfRegisterForm({ link, ids, currency }: { link: RegistrationLink; ids: LinkIds; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SelfRegisterValues>({
    resolver: zodResolver(selfRegisterSchema),
    defaultValues: { ...EMPTY_AGENT, accCodePhone: phoneCodes(currency)[0], password: '', confirm: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await selfRegister(selfRegisterBody(values, ids, currentLanguage()));
      navigate(verifyPath(res?.email || values.email.trim()), { replace: true });
    } catch (err) {
      const sorted = sortFieldErrors(err instanceof ApiError ? err.errors : undefined, FIELDS);
      for (const [field, message] of sorted.fields) setError(field, { type: 'server', message });
      if (sorted.fields.length === 0 || sorted.other.length > 0) setFormError(sorted.other[0] ?? (err instanceof Error ? err.message : t('errors.generic')));
    }
  });

  return (
    <>
      <dl className="mb-5 grid gap-2 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200" data-testid="link-summary">
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-slate-600">{t('agents.link.leader')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="link-leader">
            {link.leaderTier ? t('agents.link.leaderWithTier', { name: link.leaderName, tier: link.leaderTier }) : link.leaderName}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-slate-600">{t('agents.link.tier')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="link-tier">{link.tierName}</dd>
        </div>
      </dl>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="self-register-form">
          <FormMessage testId="register-error">{formError}</FormMessage>
          <AgentFields />
          <Input label={t('agents.fields.password')} type="password" autoComplete="new-password" error={errorText(errors.password?.message)} {...register('password')} />
          <PasswordChecklist password={password} />
          <Input label={t('agents.fields.confirm')} type="password" autoComplete="new-password" error={errorText(errors.confirm?.message)} {...register('confirm')} />
          <Button type="submit" block loading={isSubmitting} data-testid="register-submit">
            {t('agents.link.submit')}
          </Button>
        </form>
      </FormProvider>
    </>
  );
}
