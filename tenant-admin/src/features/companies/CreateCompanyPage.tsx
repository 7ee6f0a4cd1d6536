import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCIES, LANGUAGES, placeServerErrors } from '@rangkai/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { buttonClass } from '@/components/buttonClass';
import { SelectField, TextField } from '@/components/Field';
import { messageOf } from '@/lib/api';
import { companyHost } from '@/lib/host';
import { companiesKey, createCompany, type CreateCompanyResult } from './api';
import { createCompanySchema, type CreateCompanyForm, type CreateCompanyValues } from './schema';
import { SLUG_MAX, suggestSlug } from './slug';

const FIELDS = ['slug', 'name', 'currency', 'language', 'admin_email', 'custom_domain'] as const;

const EMPTY: CreateCompanyForm = { slug: '', name: '', currency: 'MYR', language: 'en', admin_email: '', custom_domain: '' };

export function CreateCompanyPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [created, setCreated] = useState<CreateCompanyResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CreateCompanyForm, unknown, CreateCompanyValues>({
    resolver: zodResolver(createCompanySchema),
    defaultValues: EMPTY,
  });

  const slug = useWatch({ control, name: 'slug' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await createCompany({
        ...values,
        custom_domain: values.custom_domain === '' ? undefined : values.custom_domain,
      });
      await mutate(companiesKey);
      setCreated(result);
    } catch (e) {
      placeServerErrors(e, setFieldError, FIELDS);
      setError(messageOf(e));
    }
  });

  if (created) {
    return (
      <Created
        result={created}
        onAnother={() => {
          reset(EMPTY);
          setCreated(null);
        }}
      />
    );
  }

  const nameField = register('name');
  const slugField = register('slug');

  return (
    <section className="mx-auto max-w-xl space-y-4">
      <div>
        <Link to="/" className="text-sm text-slate-500 hover:text-slate-800">
          ← {t('companies.title')}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold">{t('create.title')}</h1>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        {error && <Alert>{error}</Alert>}
        <TextField
          label={t('create.name')}
          autoComplete="organization"
          error={errors.name?.message}
          {...nameField}
          onBlur={(e) => {
            void nameField.onBlur(e);
            // Suggest a subdomain from the name until the operator types one.
            if (!getValues('slug') && e.target.value) {
              setValue('slug', suggestSlug(e.target.value), { shouldValidate: true });
            }
          }}
        />
        <TextField
          label={t('create.slug')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={SLUG_MAX}
          hint={t('create.slug_hint', { address: companyHost(slug || 'acme') })}
          error={errors.slug?.message}
          {...slugField}
          onChange={(e) => {
            // Subdomains are lowercase: show what will be saved.
            e.target.value = e.target.value.toLowerCase();
            void slugField.onChange(e);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('create.currency')} error={errors.currency?.message} {...register('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {t(`currencies.${c}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('create.language')} error={errors.language?.message} {...register('language')}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('create.admin_email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          hint={t('create.admin_email_hint')}
          error={errors.admin_email?.message}
          {...register('admin_email')}
        />
        <TextField
          label={t('create.custom_domain')}
          autoCapitalize="none"
          spellCheck={false}
          placeholder="shop.example.com"
          hint={t('create.custom_domain_hint')}
          error={errors.custom_domain?.message}
          {...register('custom_domain')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/" className={buttonClass('secondary')}>
            {t('common.cancel')}
          </Link>
          <Button type="submit" busy={isSubmitting}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Created({ result, onAnother }: { result: CreateCompanyResult; onAnother: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.invitation_url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('created.title', { name: result.company.name })}</h1>
      <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm text-slate-600">{t('created.body')}</p>
        <div className="space-y-1">
          <label htmlFor="invitation-url" className="block text-sm font-medium text-slate-700">
            {t('created.invitation_url')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="invitation-url"
              readOnly
              value={result.invitation_url}
              onFocus={(e) => e.target.select()}
              className="block w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
            />
            <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
              {copied ? t('created.copied') : t('created.copy')}
            </Button>
          </div>
          {copied === false && <p className="text-xs text-red-700">{t('created.copy_failed')}</p>}
        </div>
        <p className="text-sm">
          {t('created.address')}{' '}
          <a href={result.company.url} target="_blank" rel="noreferrer" className="break-all text-sky-700 hover:underline">
            {result.company.url}
          </a>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onAnother}>
            {t('created.another')}
          </Button>
          <Link to="/" className={buttonClass('primary')}>
            {t('created.back')}
          </Link>
        </div>
      </div>
    </section>
  );
}
