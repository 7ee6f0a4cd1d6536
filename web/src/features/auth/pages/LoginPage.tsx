import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { ApiError } from '@/lib/api';
import { placeServerErrors } from '@/lib/form';
import { useCompany } from '@/lib/company';
import { errorText, setLanguage } from '@/lib/i18n';
import { clearStorage, isSignedIn, safeRedirect, setToken } from '@/lib/session';
import { clearCache, setCachedUser } from '../api/get-user';
import { login } from '../api/login';
import { AuthCard } from '@/components/AuthCard';
import { isLockedHq, lockedLanding } from '@/lib/subscription-lock';

const schema = z.object({
  email: z.string().trim().min(1, 'errors.required'),
  password: z.string().min(1, 'errors.required'),
  remember: z.boolean(),
});
type Values = z.infer<typeof schema>;

export function LoginPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '', remember: false } });

  if (isSignedIn() && !isSubmitting) return <Navigate to={safeRedirect(params.get('redirectFrom'))} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login(values);
      const user = result.user;
      if (user.subscription?.disallow_login) {
        clearStorage();
        navigate('/subscription/expired', { replace: true, state: { role: user.role } });
        return;
      }
      await clearCache();
      setToken(result.token, values.remember);
      await setCachedUser(user);
      setLanguage(user.language);
      const target = safeRedirect(params.get('redirectFrom'));
      // HQ of a locked company signs in to pay the overdue invoice.
      if (isLockedHq(user)) navigate(lockedLanding(target), { replace: true });
      else navigate(user.profile_complete === false ? '/login/setup-profile' : target, { replace: true });
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setFormError(t('errors.generic'));
        return;
      }
      if (err.status === 403 && err.error === 'account_unverified') {
        const data = err.data as { email?: string } | null | undefined;
        navigate(`/register/verify?email=${encodeURIComponent(data?.email ?? values.email)}`);
        return;
      }
      if (err.status === 403 && err.error === 'subscription_locked') {
        clearStorage();
        navigate('/subscription/expired', { replace: true });
        return;
      }
      if (!placeServerErrors(err, setError, ['email', 'password'] as const)) setFormError(err.message);
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.subtitle', { company: company.name })}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
        <FormMessage testId="login-error">{formError}</FormMessage>
        <Input
          label={t('auth.login.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="login-email"
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
        <div>
          <Input
            label={t('auth.login.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            data-testid="login-password"
            error={errorText(errors.password?.message)}
            {...register('password')}
          />
          <button type="button" className="mt-1 text-xs font-medium text-primary" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
            {showPassword ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
          </button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-5 w-5 rounded accent-primary" data-testid="login-remember" {...register('remember')} />
            {t('auth.login.remember')}
          </label>
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline" data-testid="forgot-link">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" block loading={isSubmitting} data-testid="login-submit">
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <div className="mt-6 flex justify-center">
        <LanguageSwitcher />
      </div>
    </AuthCard>
  );
}
