import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { ApiError } from '@/lib/api';
import { placeServerErrors } from '@/lib/form';
import { createPassword } from '../api/password';
import { AuthCard } from '@/components/AuthCard';
import { PasswordChecklist } from '@/components/form/PasswordChecklist';
import { missingRules } from '@/lib/password-rules';

const schema = z
  .object({ password: z.string(), confirm: z.string() })
  .refine((v) => missingRules(v.password).length === 0, { path: ['password'], message: 'auth.rules.invalid' })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'auth.reset.mismatch' });
type Values = z.infer<typeof schema>;

/** Reset a forgotten password, or set the first one from a staff invitation (same token link). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const password = useWatch({ control, name: 'password' });

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <FormMessage testId="reset-missing-token">{t('auth.reset.missingToken')}</FormMessage>
        <Link to="/forgot-password" className="mt-4 block text-center text-sm font-medium text-primary hover:underline">
          {t('auth.login.forgot')}
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('auth.reset.doneTitle')}>
        <div className="space-y-4" data-testid="reset-done">
          <FormMessage kind="success">{t('auth.reset.doneMessage')}</FormMessage>
          <Link to="/login" className="block">
            <Button block>{t('common.goToLogin')}</Button>
          </Link>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createPassword(token, values.password);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && placeServerErrors(err, setError, ['password'] as const)) return;
      setFormError(err instanceof Error ? err.message : t('errors.generic'));
    }
  });

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormMessage testId="reset-error">{formError}</FormMessage>
        <Input
          label={t('auth.reset.password')}
          type="password"
          autoComplete="new-password"
          data-testid="reset-password"
          error={errorText(errors.password?.message)}
          {...register('password')}
        />
        <PasswordChecklist password={password} />
        <Input
          label={t('auth.reset.confirm')}
          type="password"
          autoComplete="new-password"
          data-testid="reset-confirm"
          error={errorText(errors.confirm?.message)}
          {...register('confirm')}
        />
        <Button type="submit" block loading={isSubmitting} data-testid="reset-submit">
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
