import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useBanks } from '@/features/profile/api/get-attributes';
import { useUpdateCompany } from '@/lib/company';
import { errorText } from '@/lib/i18n';
import { useDistricts, useProvinces, useRegencies, useVillages } from '@/lib/regions';
import { COMPANY_KEY, lookupPostcode, saveCompany, saveRegulatory, useCompanyDetails, useMsic } from '../api/company';
import type { CompanyDetails } from '../api/types';
import { useFormSubmit } from '@/lib/use-form-submit';
import {
  COMPANY_FIELDS,
  REGULATORY_FIELDS,
  companySchema,
  companyValues,
  regulatorySchema,
  toCompanyInput,
  toRegulatoryInput,
  type CompanyField,
  type CompanyValues,
  type RegulatoryValues,
} from '../schemas';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';
import { PhoneCodeField, StateField } from './fields';

export function CompanyTab() {
  const { data, error, mutate: retry } = useCompanyDetails();
  return (
    <Loaded data={data} error={error} retry={() => void retry()}>
      {(company) => (
        <div className="space-y-8">
          <CompanyDetailsForm company={company} />
          <hr className="border-slate-200" />
          <RegulatoryForm company={company} />
        </div>
      )}
    </Loaded>
  );
}

function CompanyDetailsForm({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const updateCompany = useUpdateCompany();
  const isIndonesia = company.currency === 'IDR';
  const form = useForm<CompanyValues>({ resolver: zodResolver(companySchema(company.currency)), defaultValues: companyValues(company) });
  const {
    register,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { data: banks } = useBanks();

  // On a failure the typed values stay in the form.
  const { onSubmit, status } = useFormSubmit(
    form,
    async (values) => {
      const saved = await saveCompany(toCompanyInput(values));
      await mutate(COMPANY_KEY, saved, { revalidate: false });
      reset(companyValues(saved));
      if (saved.companyName) updateCompany({ name: saved.companyName });
    },
    { fields: COMPANY_FIELDS },
  );

  const f = (name: CompanyField) => ({ error: errorText(errors[name]?.message), 'data-testid': `company-${name}`, ...register(name) });
  const postcodeField = register('postcode', {
    onChange: async (e: { target: { value: string } }) => {
      const code = e.target.value.trim();
      if (isIndonesia || !/^\d{5}$/.test(code)) return;
      const found = await lookupPostcode(code);
      if (!found) return;
      setValue('city', found.city, { shouldDirty: true });
      setValue('state', found.state_code, { shouldDirty: true });
    },
  });
  const bankOptions = (banks ?? []).map((b) => ({ value: b.code, label: b.name }));
  if (company.bankCode && !bankOptions.some((o) => o.value === company.bankCode)) bankOptions.unshift({ value: company.bankCode, label: company.bankCode });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="company-form">
      <SectionHeading title={t('setup.company.detailsTitle')} intro={t('setup.company.detailsIntro')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('setup.fields.companyName')} autoComplete="organization" {...f('companyName')} />
        <Input label={t('setup.fields.orgId')} {...f('orgId')} />
        <Input label={t('setup.fields.companyRoc')} {...f('companyRoc')} />
        <Input
          label={t('setup.fields.prefixName')}
          hint={t('setup.company.prefixHint')}
          autoCapitalize="characters"
          maxLength={6}
          {...f('prefixName')}
        />
        <Input label={t('setup.fields.currency')} value={company.currency} readOnly disabled />
        <Input label={t('setup.fields.email')} type="email" autoComplete="email" {...f('email')} />
        <div className="grid grid-cols-[8rem_1fr] gap-2 sm:col-span-2 sm:grid-cols-[12rem_1fr]">
          <PhoneCodeField current={company.phoneCode} error={errorText(errors.phoneCode?.message)} data-testid="company-phoneCode" {...register('phoneCode')} />
          <Input label={t('setup.fields.phone')} type="tel" inputMode="numeric" {...f('phone')} />
        </div>
        <Input label={t('setup.fields.address1')} className="sm:col-span-2" autoComplete="address-line1" {...f('addressLine1')} />
        <Input label={t('setup.fields.address2')} className="sm:col-span-2" autoComplete="address-line2" {...f('addressLine2')} />
        {isIndonesia ? (
          <IndonesiaAddress form={form} />
        ) : (
          <>
            <Input
              label={t('setup.fields.postcode')}
              hint={t('setup.company.postcodeHint')}
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
              error={errorText(errors.postcode?.message)}
              data-testid="company-postcode"
              {...postcodeField}
            />
            <Input label={t('setup.fields.city')} {...f('city')} />
            <StateField current={company.state} error={errorText(errors.state?.message)} data-testid="company-state" {...register('state')} />
          </>
        )}
        <Input label={t('setup.fields.country')} {...f('country')} />
      </div>
      <h3 className="pt-2 text-sm font-semibold text-slate-800">{t('setup.company.bankTitle')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('setup.fields.bankCountry')} {...f('bankCountry')} />
        <Select
          label={t('setup.fields.bankCode')}
          placeholder={t('common.choose')}
          options={bankOptions}
          error={errorText(errors.bankCode?.message)}
          data-testid="company-bankCode"
          {...register('bankCode')}
        />
        <Input label={t('setup.fields.bankAccountNumber')} inputMode="numeric" {...f('bankAccountNumber')} />
        <Input label={t('setup.fields.bankAccountName')} {...f('bankAccountName')} />
      </div>
      {status && <FormMessage kind={status.kind} testId={`company-${status.kind}`}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="company-save">
        {t('common.save')}
      </Button>
    </form>
  );
}

/** Province → regency → district → village, each list loaded from the one above. */
function IndonesiaAddress({ form }: { form: UseFormReturn<CompanyValues> }) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const [province, regency, district] = useWatch({ control, name: ['province', 'regency', 'district'] });
  const { data: provinces } = useProvinces(true);
  const { data: regencies } = useRegencies(province);
  const { data: districts } = useDistricts(regency);
  const { data: villages } = useVillages(district);
  const opts = (list: { code: string; name: string }[] | undefined) => (list ?? []).map((o) => ({ value: o.code, label: o.name }));
  const clear = (...names: ('regency' | 'district' | 'village')[]) => names.forEach((n) => setValue(n, '', { shouldDirty: true }));

  return (
    <>
      <Select
        label={t('setup.fields.province')}
        placeholder={t('common.choose')}
        options={opts(provinces)}
        error={errorText(errors.province?.message)}
        data-testid="company-province"
        {...register('province', { onChange: () => clear('regency', 'district', 'village') })}
      />
      <Select
        label={t('setup.fields.regency')}
        placeholder={t('common.choose')}
        options={opts(regencies)}
        disabled={!province}
        error={errorText(errors.regency?.message)}
        data-testid="company-regency"
        {...register('regency', { onChange: () => clear('district', 'village') })}
      />
      <Select
        label={t('setup.fields.district')}
        placeholder={t('common.choose')}
        options={opts(districts)}
        disabled={!regency}
        error={errorText(errors.district?.message)}
        data-testid="company-district"
        {...register('district', { onChange: () => clear('village') })}
      />
      <Select
        label={t('setup.fields.village')}
        placeholder={t('common.choose')}
        options={opts(villages)}
        disabled={!district}
        error={errorText(errors.village?.message)}
        data-testid="company-village"
        {...register('village')}
      />
      <Input label={t('setup.fields.postcode')} inputMode="numeric" error={errorText(errors.postcode?.message)} data-testid="company-postcode" {...register('postcode')} />
    </>
  );
}

function RegulatoryForm({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(company.msicDescription ?? '');
  const form = useForm<RegulatoryValues>({
    resolver: zodResolver(regulatorySchema),
    defaultValues: { tin: company.tin ?? '', msicCode: company.msicCode ?? '', taxPercentage: company.taxPercentage ?? '', sstNumber: company.sstNumber ?? '' },
  });
  const {
    register,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const msicCode = useWatch({ control, name: 'msicCode' });

  const { onSubmit, status } = useFormSubmit(
    form,
    async (values) => {
      const saved = await saveRegulatory(toRegulatoryInput(values));
      await mutate(COMPANY_KEY, saved, { revalidate: false });
      reset({ tin: saved.tin ?? '', msicCode: saved.msicCode ?? '', taxPercentage: saved.taxPercentage ?? '', sstNumber: saved.sstNumber ?? '' });
      setDescription(saved.msicDescription ?? '');
    },
    { fields: REGULATORY_FIELDS },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="regulatory-form">
      <SectionHeading title={t('setup.company.regulatoryTitle')} intro={t('setup.company.regulatoryIntro')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('setup.fields.tin')}
          hint={t('setup.company.tinHint')}
          autoCapitalize="characters"
          spellCheck={false}
          error={errorText(errors.tin?.message)}
          data-testid="regulatory-tin"
          {...register('tin')}
        />
        <Input
          label={t('setup.fields.taxPercentage')}
          inputMode="decimal"
          error={errorText(errors.taxPercentage?.message)}
          data-testid="regulatory-tax"
          {...register('taxPercentage')}
        />
        <Input
          label={t('setup.fields.sstNumber')}
          hint={t('setup.company.sstHint')}
          autoCapitalize="characters"
          spellCheck={false}
          error={errorText(errors.sstNumber?.message)}
          data-testid="regulatory-sst"
          {...register('sstNumber')}
        />
        <div className="sm:col-span-2">
          <input type="hidden" {...register('msicCode')} />
          <MsicPicker
            code={msicCode}
            description={description}
            error={errorText(errors.msicCode?.message)}
            onPick={(code, desc) => {
              setValue('msicCode', code, { shouldDirty: true, shouldValidate: true });
              setDescription(desc);
            }}
          />
        </div>
      </div>
      {status && <FormMessage kind={status.kind} testId={`regulatory-${status.kind}`}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="regulatory-save">
        {t('common.save')}
      </Button>
    </form>
  );
}

/** Searches GET /api/attribute/list-msic?search= (debounced) and picks a code. */
function MsicPicker({
  code,
  description,
  error,
  onPick,
}: {
  code: string;
  description: string;
  error?: string;
  onPick: (code: string, description: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    const term = search.trim();
    const timer = setTimeout(() => setQuery(term.length >= 2 ? term : null), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const { data: results, isLoading } = useMsic(query);

  return (
    <div className="space-y-2" data-testid="msic-picker">
      <p className="text-sm font-medium text-slate-700">{t('setup.fields.msic')}</p>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200" data-testid="msic-selected">
        {code ? (
          <>
            <span className="font-mono font-semibold">{code}</span>
            {description ? ` — ${description}` : ''}
          </>
        ) : (
          <span className="text-slate-500">{t('setup.company.msicNone')}</span>
        )}
      </p>
      <Input
        label={t('setup.company.msicSearch')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('setup.company.msicPlaceholder')}
        error={error}
        data-testid="msic-search"
      />
      {query !== null && (
        <ul className="max-h-64 overflow-y-auto rounded-lg ring-1 ring-slate-200" role="listbox" aria-label={t('setup.fields.msic')} data-testid="msic-results">
          {isLoading && <li className="px-3 py-2 text-sm text-slate-500">{t('common.loading')}</li>}
          {!isLoading && (results ?? []).length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{t('common.noData')}</li>}
          {(results ?? []).map((r) => (
            <li key={r.code} role="option" aria-selected={r.code === code}>
              <button
                type="button"
                className="block min-h-11 w-full px-3 py-2 text-left text-sm hover:bg-primary/10"
                onClick={() => {
                  onPick(r.code, r.description);
                  setSearch('');
                }}
              >
                <span className="font-mono font-semibold">{r.code}</span> — {r.description}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
