import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { ApiError } from '@/lib/api';
import { placeServerErrors } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { resendVerification, verifyAccount } from '../api/verify';
import { AuthCard } from '@/components/AuthCard';

export const RESEND_COOLDOWN_S = 60;

const schema = z.object({
  email: z.string().trim().min(1, 'errors.required').email('errors.invalidEmail'),
  code: z.string().trim().regex(/^\d{6}$/, 'auth.verify.codeInvalid'),
});
type Values = z.infer<typeof schema>;

export function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const emailFromLink = params.get('email') ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: emailFromLink, code: '' } });

  useEffect(() => {
    if (cooldown <= 0) return;
    const id = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [cooldown]);

  const onSubmit = handleSubmit(async ({ email, code }) => {
    setFormError(null);
    setNotice(null);
    try {
      await verifyAccount(email, code);
      navigate('/register/verified', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && placeServerErrors(err, setError, ['email', 'code'] as const)) return;
      setFormError(err instanceof Error ? err.message : t('errors.generic'));
    }
  });

  const onResend = async () => {
    if (!(await trigger('email'))) return;
    setFormError(null);
    setNotice(null);
    setResending(true);
    try {
      await resendVerification(getValues('email'));
      setNotice(t('auth.verify.resent'));
      setCooldown(RESEND_COOLDOWN_S);
    } catch (err) {
      setFormError(err instanceof Error ? err.message : t('errors.generic'));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.verify.title')}
      intro={emailFromLink ? t('auth.verify.intro', { email: emailFromLink }) : t('auth.verify.introNoEmail')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormMessage testId="verify-error">{formError}</FormMessage>
        <FormMessage kind="success">{notice}</FormMessage>
        {!emailFromLink && (
          <Input label={t('auth.verify.email')} type="email" autoComplete="email" error={errorText(errors.email?.message)} {...register('email')} />
        )}
        {emailFromLink && errors.email && <FormMessage>{errorText(errors.email.message)}</FormMessage>}
        <Input
          label={t('auth.verify.code')}
          inputMode="numeric"
          pattern="[0-9]{6}"
          maxLength={6}
          autoComplete="one-time-code"
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          data-testid="verify-code"
          error={errorText(errors.code?.message)}
          {...register('code', { setValueAs: (v: string) => v.replace(/\D/g, '') })}
        />
        <Button type="submit" block loading={isSubmitting} data-testid="verify-submit">
          {t('auth.verify.submit')}
        </Button>
        <Button variant="ghost" block onClick={onResend} disabled={cooldown > 0} loading={resending} data-testid="verify-resend">
          {cooldown > 0 ? t('auth.verify.resendIn', { seconds: cooldown }) : t('auth.verify.resend')}
        </Button>
      </form>
    </AuthCard>
  );
}
