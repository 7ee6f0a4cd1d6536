import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { Button } from '@/components/Button';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { Switch } from '@/components/Switch';
import { errorText } from '@/lib/i18n';
import { FEATURES_KEY, saveFeatures, useFeatures } from '../api/features';
import type { CompanyFeatures } from '../api/types';
import { useFormSubmit } from '@/lib/use-form-submit';
import { FEATURE_SWITCHES, featuresSchema, featuresValues, toFeaturesInput, type FeaturesValues } from '../schemas';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';

export function FeaturesTab() {
  const { data, error, mutate: retry } = useFeatures();
  return (
    <Loaded data={data} error={error} retry={() => void retry()}>
      {(features) => <FeaturesForm features={features} />}
    </Loaded>
  );
}

const FORM_FIELDS = [...FEATURE_SWITCHES, 'orderingLevel', 'moqType', 'firstOrderMinutes', 'inactivePeriodMonths', 'inactiveAgentLimit', 'bookingHours', 'bookingMinutes'] as const;

function FeaturesForm({ features }: { features: CompanyFeatures }) {
  const { t } = useTranslation();
  const form = useForm<FeaturesValues>({ resolver: zodResolver(featuresSchema), defaultValues: featuresValues(features) });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveFeatures(toFeaturesInput(v));
      await mutate(FEATURES_KEY, saved, { revalidate: false });
      reset(featuresValues(saved));
    },
    { fields: FORM_FIELDS, rename: { bookingTimeMinutes: 'bookingHours' } },
  );

  const sw = (name: (typeof FEATURE_SWITCHES)[number]) => (
    <Switch key={name} label={t(`setup.features.${name}`)} data-testid={`feature-${name}`} {...register(name)} />
  );
  const bookingError = errorText(errors.bookingHours?.message ?? errors.bookingMinutes?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="features-form">
      <SectionHeading title={t('setup.features.title')} intro={t('setup.features.intro')} />
      <section>
        <h3 className="text-sm font-semibold text-slate-800">{t('setup.features.ordering')}</h3>
        <div className="divide-y divide-slate-100">
          {sw('manualReceipt')}
          {sw('showStock')}
          {sw('selfPickup')}
          {sw('showHidePreorder')}
          {sw('orderCompany')}
          {sw('showAmountSnR')}
        </div>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Select
            label={t('setup.features.orderingLevel')}
            options={(['hq', 'upline', 'both'] as const).map((v) => ({ value: v, label: t(`setup.features.orderingLevels.${v}`) }))}
            error={errorText(errors.orderingLevel?.message)}
            data-testid="feature-orderingLevel"
            {...register('orderingLevel')}
          />
          <Select
            label={t('setup.features.moqType')}
            options={(['unit', 'amount'] as const).map((v) => ({ value: v, label: t(`setup.features.moqTypes.${v}`) }))}
            error={errorText(errors.moqType?.message)}
            data-testid="feature-moqType"
            {...register('moqType')}
          />
        </div>
        <fieldset className="mt-4">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('setup.features.bookingTime')}</legend>
          <p className="mb-2 text-xs text-slate-500">{t('setup.features.bookingHint')}</p>
          <div className="grid max-w-sm grid-cols-2 gap-3">
            <Input
              label={t('setup.features.hours')}
              inputMode="numeric"
              aria-invalid={errors.bookingHours ? true : undefined}
              data-testid="feature-bookingHours"
              {...register('bookingHours')}
            />
            <Input
              label={t('setup.features.minutes')}
              inputMode="numeric"
              aria-invalid={errors.bookingMinutes ? true : undefined}
              data-testid="feature-bookingMinutes"
              {...register('bookingMinutes')}
            />
          </div>
          <FieldError message={bookingError} />
        </fieldset>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-800">{t('setup.features.firstOrderTitle')}</h3>
        <div className="divide-y divide-slate-100">
          {sw('firstOrder')}
          {sw('firstOrderPackage')}
        </div>
        <Input
          label={t('setup.features.firstOrderMinutes')}
          inputMode="numeric"
          className="mt-3 max-w-sm"
          error={errorText(errors.firstOrderMinutes?.message)}
          data-testid="feature-firstOrderMinutes"
          {...register('firstOrderMinutes')}
        />
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-800">{t('setup.features.agentsTitle')}</h3>
        <div className="divide-y divide-slate-100">
          {sw('incomeStatement')}
          {sw('cp58Feature')}
          {sw('allLevel')}
          {sw('allLevelStatus')}
        </div>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Input
            label={t('setup.features.inactivePeriodMonths')}
            inputMode="numeric"
            error={errorText(errors.inactivePeriodMonths?.message)}
            data-testid="feature-inactivePeriodMonths"
            {...register('inactivePeriodMonths')}
          />
          <Input
            label={t('setup.features.inactiveAgentLimit')}
            inputMode="numeric"
            error={errorText(errors.inactiveAgentLimit?.message)}
            data-testid="feature-inactiveAgentLimit"
            {...register('inactiveAgentLimit')}
          />
        </div>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-800">{t('setup.features.storesTitle')}</h3>
        <div className="divide-y divide-slate-100">
          {sw('storeStatus')}
          {sw('koopStatus')}
          {sw('affiliateStatus')}
        </div>
      </section>
      {status && <FormMessage kind={status.kind} testId={`features-${status.kind}`}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="features-save">
        {t('common.save')}
      </Button>
    </form>
  );
}
