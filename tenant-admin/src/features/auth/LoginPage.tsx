import { zodResolver } from '@hookform/resolvers/zod';
import { placeServerErrors } from '@rangkai/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { TextField } from '@/components/Field';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { messageOf } from '@/lib/api';
import { useToken } from '@/lib/useToken';
import { login } from './api';

const loginSchema = z.object({
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
  password: z.string().min(1, 'validation.required'),
});
type LoginForm = z.infer<typeof loginSchema>;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useToken();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (token) return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await login(values);
      void navigate('/', { replace: true });
    } catch (e) {
      placeServerErrors(e, setFieldError, ['email', 'password']);
      setError(messageOf(e));
    }
  });

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm space-y-6">
        <div className="flex items-center justify-between">
          <span className="text-lg font-semibold tracking-tight">{t('app.name')}</span>
          <LanguageSwitcher />
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <div>
            <h1 className="text-xl font-semibold">{t('login.title')}</h1>
            <p className="mt-1 text-sm text-slate-500">{t('login.subtitle')}</p>
          </div>
          {error && <Alert>{error}</Alert>}
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" busy={isSubmitting} className="w-full">
            {t('login.submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}
