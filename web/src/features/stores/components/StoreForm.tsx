import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Textarea } from '@/components/Textarea';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import type { AgentStore, StoreInput, StoreProgram } from '../api/types';
import { storeUrl } from '../logic/programs';
import {
  emptyStoreValues,
  NAME_MAX,
  PICKUP_HOURS_MAX,
  SCHOOL_ADDRESS_MAX,
  SLUG_MAX,
  slugify,
  STORE_FIELDS,
  storeSchema,
  storeValues,
  TAGLINE_MAX,
  toStoreInput,
  type StoreFormValues,
} from '../logic/store-form';

const COLOR_FALLBACK = '#0f766e';

/**
 * The store's set-up (StoreInput): name, link name, tagline, colour, contacts and, for an e-koop store,
 * the school, its address and the pickup hours. A new store's link name follows its name until it is
 * edited. `save` sends the body; the server's field errors show next to the fields.
 */
export function StoreForm({
  program,
  store,
  save,
  submitLabel,
  savedText,
}: {
  program: StoreProgram;
  store: AgentStore | null;
  save: (input: StoreInput) => Promise<unknown>;
  submitLabel: string;
  savedText?: string;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => storeSchema(program), [program]);
  const form = useForm<StoreFormValues>({ resolver: zodResolver(schema), defaultValues: store ? storeValues(store) : emptyStoreValues() });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [slugEdited, setSlugEdited] = useState(store !== null);
  const [slug, color] = useWatch({ control, name: ['slug', 'primaryColor'] });
  const { onSubmit, status } = useFormSubmit(form, (v) => save(toStoreInput(v, program)), { fields: STORE_FIELDS, savedText });
  const err = (f: keyof StoreFormValues) => errorText(errors[f]?.message);
  const testId = (f: string) => `store-${f}-input`;
  const nameField = register('name');
  const slugField = register('slug');
  const colorOk = /^#[0-9a-fA-F]{6}$/.test(color.trim());
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="store-form">
      <Card title={t('stores.form.storeTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            id="store-name"
            label={t('stores.form.name')}
            maxLength={NAME_MAX}
            autoComplete="organization"
            error={err('name')}
            data-testid={testId('name')}
            {...nameField}
            onChange={(e) => {
              void nameField.onChange(e);
              if (!slugEdited) setValue('slug', slugify(e.target.value));
            }}
          />
          <Input
            id="store-slug"
            label={t('stores.form.slug')}
            hint={t('stores.form.slugHint')}
            maxLength={SLUG_MAX}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            error={err('slug')}
            data-testid={testId('slug')}
            {...slugField}
            onChange={(e) => {
              setSlugEdited(true);
              void slugField.onChange(e);
            }}
          />
        </div>
        <p className="mt-2 text-sm break-all text-slate-600" data-testid="store-link-preview">
          {t('stores.form.linkPreview')} <span className="font-medium text-slate-900">{storeUrl(window.location.origin, `/s/${slug.trim() || '…'}`)}</span>
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <Input id="store-tagline" className="min-w-0" label={t('stores.form.tagline')} hint={t('stores.form.taglineHint')} maxLength={TAGLINE_MAX} error={err('tagline')} data-testid={testId('tagline')} {...register('tagline')} />
          <div className="min-w-0">
            <div className="flex items-start gap-2">
              <Input id="store-color" className="min-w-0 flex-1" label={t('stores.form.primaryColor')} placeholder={COLOR_FALLBACK} maxLength={7} autoComplete="off" spellCheck={false} error={err('primaryColor')} data-testid={testId('primaryColor')} {...register('primaryColor')} />
              <input
                type="color"
                aria-label={t('stores.form.pickColor')}
                className="mt-6 h-11 w-11 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                value={colorOk ? color.trim().toLowerCase() : COLOR_FALLBACK}
                onChange={(e) => setValue('primaryColor', e.target.value, { shouldValidate: true, shouldDirty: true })}
                data-testid="store-color-picker"
              />
            </div>
          </div>
        </div>
      </Card>

      <Card title={t('stores.form.contactTitle')}>
        <p className="-mt-2 mb-4 text-sm text-slate-600">{t('stores.form.contactHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input id="store-phone" className="min-w-0" type="tel" inputMode="tel" autoComplete="tel" label={t('stores.form.contactPhone')} placeholder="+60 12-345 6789" error={err('contactPhone')} data-testid={testId('contactPhone')} {...register('contactPhone')} />
          <Input id="store-whatsapp" className="min-w-0" type="tel" inputMode="tel" autoComplete="tel" label={t('stores.form.whatsapp')} placeholder="+60 12-345 6789" error={err('whatsapp')} data-testid={testId('whatsapp')} {...register('whatsapp')} />
          <Input id="store-email" className="min-w-0" type="email" inputMode="email" autoComplete="email" label={t('stores.form.contactEmail')} error={err('contactEmail')} data-testid={testId('contactEmail')} {...register('contactEmail')} />
        </div>
      </Card>

      {program === 'ekoop' && (
        <Card title={t('stores.form.schoolTitle')} data-testid="store-school-fields">
          <p className="-mt-2 mb-4 text-sm text-slate-600">{t('stores.form.schoolHint')}</p>
          <div className="space-y-4">
            <Input id="store-school-name" label={t('stores.form.schoolName')} error={err('schoolName')} data-testid={testId('schoolName')} {...register('schoolName')} />
            <Textarea id="store-school-address" label={t('stores.form.schoolAddress')} rows={3} maxLength={SCHOOL_ADDRESS_MAX} error={err('schoolAddress')} data-testid={testId('schoolAddress')} {...register('schoolAddress')} />
            <Input id="store-pickup-hours" label={t('stores.form.pickupHours')} placeholder={t('stores.form.pickupHoursExample')} maxLength={PICKUP_HOURS_MAX} error={err('pickupHours')} data-testid={testId('pickupHours')} {...register('pickupHours')} />
          </div>
        </Card>
      )}

      {hasErrors && !status && <FormMessage testId="store-form-invalid">{t('stores.form.fixErrors')}</FormMessage>}
      {status && (
        <FormMessage kind={status.kind} testId={`store-form-${status.kind}`}>
          {status.text}
        </FormMessage>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto" data-testid="store-save">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
