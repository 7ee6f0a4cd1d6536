import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { changePassword } from '@/features/auth/api/password';
import { PasswordChecklist } from '@/components/form/PasswordChecklist';
import { missingRules } from '@/lib/password-rules';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';

const schema = z
  .object({ old_password: z.string().min(1, 'errors.required'), password: z.string(), confirm: z.string() })
  .refine((v) => missingRules(v.password).length === 0, { path: ['password'], message: 'auth.rules.invalid' })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'auth.reset.mismatch' });
type Values = z.infer<typeof schema>;

export function PasswordForm() {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { old_password: '', password: '', confirm: '' } });
  const {
    register,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });

  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      await changePassword({ password: v.password, old_password: v.old_password });
      reset();
    },
    { fields: ['old_password', 'password'], savedText: t('profile.passwordChanged') },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4" data-testid="password-form">
      <Input label={t('profile.fields.oldPassword')} type="password" autoComplete="current-password" error={errorText(errors.old_password?.message)} {...register('old_password')} />
      <Input label={t('profile.fields.newPassword')} type="password" autoComplete="new-password" error={errorText(errors.password?.message)} {...register('password')} />
      <PasswordChecklist password={password} />
      <Input label={t('profile.fields.confirmPassword')} type="password" autoComplete="new-password" error={errorText(errors.confirm?.message)} {...register('confirm')} />
      {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="password-save">
        {t('profile.changePassword')}
      </Button>
    </form>
  );
}
