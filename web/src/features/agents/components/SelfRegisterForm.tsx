import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { PasswordChecklist } from '@/components/form/PasswordChecklist';
import { TermsText } from '@/components/TermsText';
import { ApiError } from '@/lib/api';
import { currentLanguage, errorText } from '@/lib/i18n';
import { selfRegister } from '../api/links';
import type { RegistrationLink } from '../api/types';
import { AGENT_FIELDS, EMPTY_AGENT, linkTerms, selfRegisterBody, selfRegisterSchema, sortFieldErrors, type SelfRegisterValues } from '../logic/agent-form';
import { phoneCodes } from '../logic/identity';
import { verifyPath, type LinkIds } from '../logic/links';
import { AgentFields } from './AgentFields';

const FIELDS = [...AGENT_FIELDS, 'password'] as const;

/**
 * The new agent's form on a leader's link: the leader and tier as the server confirmed them, then the
 * fields; when the link carries terms and conditions, they are shown before the button and must be
 * agreed to (the agreement is the form's own: the request is the same).
 */
export function SelfRegisterForm({ link, ids, currency }: { link: RegistrationLink; ids: LinkIds; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const terms = useMemo(() => linkTerms(link.terms), [link.terms]);
  const hasTerms = terms.length > 0;
  const agreedErrorId = useId();
  const schema = useMemo(() => selfRegisterSchema(hasTerms), [hasTerms]);
  const form = useForm<SelfRegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_AGENT, accCodePhone: phoneCodes(currency)[0], password: '', confirm: '', agreed: false },
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
          {hasTerms && (
            <fieldset className="min-w-0 space-y-2" data-testid="link-terms">
              <legend className="mb-1 text-sm font-medium text-slate-700">{t('agents.terms.title')}</legend>
              <TermsText terms={terms} label={t('agents.terms.title')} testId="link-terms-text" />
              <div>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-primary"
                    aria-invalid={errors.agreed ? true : undefined}
                    aria-describedby={errors.agreed ? agreedErrorId : undefined}
                    data-testid="link-terms-agree"
                    {...register('agreed')}
                  />
                  <span>{t('agents.terms.agree')}</span>
                </label>
                <FieldError id={agreedErrorId} message={errorText(errors.agreed?.message)} />
              </div>
            </fieldset>
          )}
          <Button type="submit" block loading={isSubmitting} data-testid="register-submit">
            {t('agents.link.submit')}
          </Button>
        </form>
      </FormProvider>
    </>
  );
}
