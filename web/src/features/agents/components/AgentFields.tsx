import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useCompany } from '@/lib/company';
import { errorText } from '@/lib/i18n';
import type { BaseValues } from '../logic/agent-form';
import { phoneCodes } from '../logic/identity';

/** The fields both registration forms share (inside a react-hook-form FormProvider). */
export function AgentFields() {
  const { t } = useTranslation();
  const company = useCompany();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<BaseValues>();
  const category = useWatch({ control, name: 'accCategory' });
  const err = (name: keyof BaseValues) => errorText(errors[name]?.message);

  return (
    <>
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">{t('agents.fields.category')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['individual', 'company'] as const).map((c) => (
            <label key={c} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-checked:bg-primary/5 has-checked:ring-primary">
              <input type="radio" value={c} className="h-4 w-4 accent-primary" {...register('accCategory')} data-testid={`category-${c}`} />
              <span className="text-sm">{t(`agents.fields.${c}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {category === 'company' && (
        <>
          <Input label={t('agents.fields.companyName')} autoComplete="organization" error={err('accCompany')} {...register('accCompany')} />
          <Input
            label={t('agents.fields.rocOptional')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('agents.form.rocHint')}
            error={err('accRoc')}
            data-testid="register-roc"
            {...register('accRoc')}
          />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('agents.fields.firstName')} autoComplete="given-name" error={err('accFirstName')} {...register('accFirstName')} />
        <Input label={t('agents.fields.lastName')} autoComplete="family-name" error={err('accLastName')} {...register('accLastName')} />
      </div>
      <Input label={t('agents.fields.username')} autoComplete="username" autoCapitalize="none" spellCheck={false} hint={t('agents.form.usernameHint')} error={err('username')} {...register('username')} />
      <Input label={t('agents.fields.email')} type="email" autoComplete="email" inputMode="email" error={err('email')} {...register('email')} />
      <Input label={t('agents.fields.identity')} inputMode="numeric" autoComplete="off" hint={t('agents.form.icHint')} error={err('accIdentity')} {...register('accIdentity')} />
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
        <Select label={t('agents.fields.phoneCode')} options={phoneCodes(company.currency).map((c) => ({ value: c, label: c }))} error={err('accCodePhone')} {...register('accCodePhone')} />
        <Input label={t('agents.fields.phone')} type="tel" inputMode="tel" autoComplete="tel-national" error={err('accPhone')} {...register('accPhone')} />
      </div>
    </>
  );
}
