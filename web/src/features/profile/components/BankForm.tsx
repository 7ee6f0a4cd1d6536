import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { setCachedUser } from '@/features/auth/api/get-user';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import type { BankDetail, UserDetail } from '@/lib/types';
import { useBanks } from '../api/get-attributes';
import { emptyToNull, updateBank } from '../api/update-profile';

const FIELDS = ['accBankCountry', 'accBankCompany', 'accBankNumber', 'accBankName', 'accBankIdentity'] as const satisfies readonly (keyof BankDetail)[];
type Values = Record<(typeof FIELDS)[number], string>;

function toValues(user: UserDetail): Values {
  const b = user.bank ?? {};
  return {
    accBankCountry: b.accBankCountry ?? user.account?.companyCountry ?? 'MY',
    accBankCompany: b.accBankCompany ?? '',
    accBankNumber: b.accBankNumber ?? '',
    accBankName: b.accBankName ?? '',
    accBankIdentity: b.accBankIdentity ?? '',
  };
}

export function BankForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { data: banks } = useBanks();
  const form = useForm<Values>({ defaultValues: toValues(user) });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const options = (banks ?? []).map((b) => ({ value: b.name, label: b.name }));
  const saved = user.bank?.accBankCompany;
  if (saved && !options.some((o) => o.value === saved)) options.unshift({ value: saved, label: saved });

  const { onSubmit, status } = useFormSubmit(
    form,
    async (values) => {
      const updated = await updateBank(emptyToNull(values));
      await setCachedUser(updated);
      reset(toValues(updated));
    },
    { fields: FIELDS },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="bank-form">
      <p className="text-sm text-slate-600">{t('profile.bankIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t('profile.fields.bankCompany')} placeholder={t('common.choose')} options={options} data-testid="bank-company" error={errorText(errors.accBankCompany?.message)} {...register('accBankCompany')} />
        <Input label={t('profile.fields.bankNumber')} inputMode="numeric" error={errorText(errors.accBankNumber?.message)} {...register('accBankNumber')} />
        <Input label={t('profile.fields.bankName')} autoComplete="name" error={errorText(errors.accBankName?.message)} {...register('accBankName')} />
        <Input label={t('profile.fields.bankIdentity')} error={errorText(errors.accBankIdentity?.message)} {...register('accBankIdentity')} />
      </div>
      {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="bank-save">
        {t('common.save')}
      </Button>
    </form>
  );
}
