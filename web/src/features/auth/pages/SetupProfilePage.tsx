import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { updateAccount } from '@/features/profile/api/update-profile';
import { PhoneCodeSelect } from '@/features/profile/components/PhoneCodeSelect';
import { ApiError } from '@/lib/api';
import { placeServerErrors } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { setCachedUser } from '../api/get-user';
import { useCurrentUser } from '@/lib/current-user';
import { changePassword } from '../api/password';
import { AuthCard } from '@/components/AuthCard';
import { PasswordChecklist } from '@/components/form/PasswordChecklist';
import { missingRules } from '@/lib/password-rules';

const schema = z
  .object({
    accFirstName: z.string().trim().min(1, 'errors.required'),
    accLastName: z.string().trim(),
    accCodePhone: z.string().min(1, 'errors.required'),
    accPhone: z.string().trim().regex(/^\d{6,15}$/, 'errors.invalidInput'),
    old_password: z.string(),
    password: z.string(),
    confirm: z.string(),
  })
  .refine((v) => v.password === '' || missingRules(v.password).length === 0, { path: ['password'], message: 'auth.rules.invalid' })
  .refine((v) => v.password === '' || v.password === v.confirm, { path: ['confirm'], message: 'auth.reset.mismatch' })
  .refine((v) => v.password === '' || v.old_password !== '', { path: ['old_password'], message: 'errors.required' });
type Values = z.infer<typeof schema>;

/** First sign-in (profile_complete false): name, phone, optionally a new password; then the dashboard. */
export function SetupProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const acc = user.account ?? {};
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      accFirstName: acc.accFirstName ?? '',
      accLastName: acc.accLastName ?? '',
      accCodePhone: acc.accCodePhone ?? '+60',
      accPhone: acc.accPhone ?? '',
      old_password: '',
      password: '',
      confirm: '',
    },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      if (v.password) await changePassword({ password: v.password, old_password: v.old_password });
      const updated = await updateAccount({
        ...acc,
        accFirstName: v.accFirstName,
        accLastName: v.accLastName || null,
        accCodePhone: v.accCodePhone,
        accPhone: v.accPhone,
      });
      await setCachedUser(updated);
      navigate('/', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && placeServerErrors(err, setError, ['accFirstName', 'accLastName', 'accCodePhone', 'accPhone', 'old_password', 'password'] as const)) return;
      setFormError(err instanceof Error ? err.message : t('errors.generic'));
    }
  });

  return (
    <div className="flex min-h-dvh items-start justify-center px-4 py-8 sm:items-center">
      <AuthCard title={t('auth.setup.title')} intro={t('auth.setup.intro')}>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="setup-profile-form">
          <FormMessage>{formError}</FormMessage>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label={t('profile.fields.firstName')} autoComplete="given-name" error={errorText(errors.accFirstName?.message)} {...register('accFirstName')} />
            <Input label={t('profile.fields.lastName')} autoComplete="family-name" error={errorText(errors.accLastName?.message)} {...register('accLastName')} />
          </div>
          <div className="grid grid-cols-[8rem_1fr] gap-2">
            <PhoneCodeSelect current={acc.accCodePhone} error={errorText(errors.accCodePhone?.message)} {...register('accCodePhone')} />
            <Input label={t('profile.fields.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" error={errorText(errors.accPhone?.message)} {...register('accPhone')} />
          </div>
          <Input label={t('auth.setup.passwordOptional')} type="password" autoComplete="new-password" error={errorText(errors.password?.message)} {...register('password')} />
          {password !== '' && (
            <>
              <PasswordChecklist password={password} />
              <Input label={t('auth.reset.confirm')} type="password" autoComplete="new-password" error={errorText(errors.confirm?.message)} {...register('confirm')} />
              <Input label={t('auth.setup.oldPassword')} type="password" autoComplete="current-password" error={errorText(errors.old_password?.message)} {...register('old_password')} />
            </>
          )}
          <Button type="submit" block loading={isSubmitting} data-testid="setup-submit">
            {t('auth.setup.submit')}
          </Button>
        </form>
      </AuthCard>
    </div>
  );
}
