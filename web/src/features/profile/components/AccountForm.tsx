import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { setCachedUser } from '@/features/auth/api/get-user';
import { ApiError } from '@/lib/api';
import { placeServerErrors } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import type { AccountDetail, UserDetail } from '@/lib/types';
import { useStates } from '../api/get-attributes';
import { emptyToNull, updateAccount } from '../api/update-profile';
import { PhoneCodeSelect } from './PhoneCodeSelect';

const FIELDS = [
  'accFirstName', 'accLastName', 'accIdentity', 'accBirthDate', 'accGender', 'accCodePhone', 'accPhone',
  'accAddressLine1', 'accAddressLine2', 'accAddressPostcode', 'accAddressCity', 'accAddressState', 'accAddressCountry',
  'accAddressProvince', 'accAddressRegency', 'accAddressDistrict', 'accAddressVillage', 'accTIN',
] as const satisfies readonly (keyof AccountDetail)[];
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function toValues(user: UserDetail): Values {
  const acc = user.account ?? {};
  return Object.fromEntries(FIELDS.map((f) => [f, (acc[f] as string | null | undefined) ?? ''])) as Values;
}

export function AccountForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const country = user.account?.companyCountry ?? (user.company?.currency === 'IDR' ? 'ID' : 'MY');
  const isIndonesia = country === 'ID';
  const { data: states } = useStates(isIndonesia ? null : 'MY');
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: toValues(user) });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    if (!values.accFirstName.trim()) {
      setError('accFirstName', { type: 'required', message: 'errors.required' });
      return;
    }
    try {
      const updated = await updateAccount({ ...emptyToNull(values), companyCountry: country });
      await setCachedUser(updated);
      reset(toValues(updated));
      setStatus({ kind: 'success', text: t('common.saved') });
    } catch (err) {
      if (err instanceof ApiError && placeServerErrors(err, setError, FIELDS)) return;
      setStatus({ kind: 'error', text: err instanceof Error ? err.message : t('errors.generic') });
    }
  });

  const stateOptions = (states ?? []).map((s) => ({ value: s.name, label: s.name }));
  const savedState = user.account?.accAddressState;
  if (savedState && !stateOptions.some((o) => o.value === savedState)) stateOptions.unshift({ value: savedState, label: savedState });
  const f = (name: Field) => ({ error: errorText(errors[name]?.message), ...register(name) });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="account-form">
      <p className="text-sm text-slate-600">{t('profile.accountIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('profile.fields.email')} value={user.email} readOnly disabled />
        <Input label={t('profile.fields.username')} value={user.username} readOnly disabled />
        <Input label={t('profile.fields.firstName')} autoComplete="given-name" data-testid="account-first-name" {...f('accFirstName')} />
        <Input label={t('profile.fields.lastName')} autoComplete="family-name" data-testid="account-last-name" {...f('accLastName')} />
        <Input label={t('profile.fields.identity')} {...f('accIdentity')} />
        <Input label={t('profile.fields.birthDate')} type="date" autoComplete="bday" {...f('accBirthDate')} />
        <Select
          label={t('profile.fields.gender')}
          placeholder={t('common.choose')}
          options={[
            { value: 'male', label: t('profile.fields.male') },
            { value: 'female', label: t('profile.fields.female') },
          ]}
          {...f('accGender')}
        />
        <div className="grid grid-cols-[8rem_1fr] gap-2">
          <PhoneCodeSelect current={user.account?.accCodePhone} {...f('accCodePhone')} />
          <Input label={t('profile.fields.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" {...f('accPhone')} />
        </div>
        <Input label={t('profile.fields.address1')} autoComplete="address-line1" className="sm:col-span-2" {...f('accAddressLine1')} />
        <Input label={t('profile.fields.address2')} autoComplete="address-line2" className="sm:col-span-2" {...f('accAddressLine2')} />
        <Input label={t('profile.fields.postcode')} inputMode="numeric" autoComplete="postal-code" {...f('accAddressPostcode')} />
        <Input label={t('profile.fields.city')} autoComplete="address-level2" {...f('accAddressCity')} />
        {isIndonesia ? (
          <>
            <Input label={t('profile.fields.province')} {...f('accAddressProvince')} />
            <Input label={t('profile.fields.regency')} {...f('accAddressRegency')} />
            <Input label={t('profile.fields.district')} {...f('accAddressDistrict')} />
            <Input label={t('profile.fields.village')} {...f('accAddressVillage')} />
          </>
        ) : (
          <Select label={t('profile.fields.state')} placeholder={t('common.choose')} options={stateOptions} data-testid="account-state" {...f('accAddressState')} />
        )}
        <Input label={t('profile.fields.country')} autoComplete="country-name" {...f('accAddressCountry')} />
        <Input label={t('profile.fields.tin')} {...f('accTIN')} />
      </div>
      {status && <FormMessage kind={status.kind} testId={`account-${status.kind}`}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="account-save">
        {t('common.save')}
      </Button>
    </form>
  );
}
