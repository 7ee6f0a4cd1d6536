import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { ApiError } from '@/lib/api';
import { placeServerErrors } from '@/lib/form';
import { forgotPassword } from '../api/password';
import { AuthCard } from '@/components/AuthCard';

const schema = z.object({ email: z.string().trim().min(1, 'errors.required').email('errors.invalidEmail') });
type Values = z.infer<typeof schema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await forgotPassword(email);
      setSentTo(email);
    } catch (err) {
      if (err instanceof ApiError && placeServerErrors(err, setError, ['email'] as const)) return;
      setFormError(err instanceof Error ? err.message : t('errors.generic'));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')}>
        <div className="space-y-4" data-testid="forgot-sent">
          <FormMessage kind="success">{t('auth.forgot.sentMessage', { email: sentTo })}</FormMessage>
          <Link to="/login" className="block text-center text-sm font-medium text-primary hover:underline">
            {t('auth.forgot.backToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormMessage>{formError}</FormMessage>
        <Input
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          data-testid="forgot-email"
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" block loading={isSubmitting} data-testid="forgot-submit">
          {t('auth.forgot.submit')}
        </Button>
        <Link to="/login" className="block text-center text-sm font-medium text-primary hover:underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}
