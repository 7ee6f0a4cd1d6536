import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FieldError, FormMessage } from '@/components/FieldError';
import { FilePicker } from '@/components/FilePicker';
import { Input } from '@/components/Input';
import { LinkButton } from '@/components/LinkButton';
import { Select } from '@/components/Select';
import { Spinner } from '@/components/Spinner';
import { Textarea } from '@/components/Textarea';
import { ApiError } from '@/lib/api';
import { useCompany } from '@/lib/company';
import { failureText, placeServerErrors } from '@/lib/form';
import { IMAGE_ACCEPT, IMAGE_TYPES } from '@/lib/file-check';
import { formatDate } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { refreshCampaigns, saveCampaign, useCampaigns } from '../api/campaigns';
import type { Campaign } from '../api/types';
import { campaignSchema, campaignValues, DESC_MAX, emptyCampaignValues, FORM_FIELDS, TITLE_MAX, TNC_MAX, toCampaignForm, type CampaignFormValues } from '../logic/campaign-form';
import { FREQUENCIES, REWARD_TYPES, frequencyKey } from '../logic/display';
import { CAMPAIGNS_PATH } from '../logic/paths';
import { ProductPicker } from './ProductPicker';
import { useTierNames } from './use-tier-names';

const decimalInput = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
const wholeInput = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;

/** New (campaign null) or saved campaign: every field of POST /api/game/campaign/store and /edit, sent as a multipart form. */
export function CampaignForm({ campaign }: { campaign: Campaign | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { currency } = useCompany();
  const symbol = currency === 'IDR' ? 'Rp' : 'RM';
  const schema = useMemo(() => campaignSchema(currency === 'IDR' ? 0 : 2), [currency]);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string[] | null>(null);
  const { tiers, error: tiersError } = useTierNames();
  const others = useCampaigns(undefined);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CampaignFormValues>({ resolver: zodResolver(schema), defaultValues: campaign ? campaignValues(campaign) : emptyCampaignValues() });
  const [rewardType, voucherKind, productId, productName] = useWatch({ control, name: ['rewardType', 'voucherKind', 'productId', 'productName'] });
  const err = (f: keyof CampaignFormValues) => errorText(errors[f]?.message);
  const testId = (f: string) => `campaign-${f}-input`;

  const onSubmit = handleSubmit(
    async (v) => {
      setFormError(null);
      setImageError(undefined);
      try {
        await saveCampaign(toCampaignForm(v, { id: campaign?.id, image }), campaign !== null);
        await refreshCampaigns(mutate);
        navigate(CAMPAIGNS_PATH, { state: { saved: true } });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) {
          setFormError([t('campaigns.notFound')]);
          return;
        }
        const placed = placeServerErrors(e, setError, FORM_FIELDS);
        const onImage = e instanceof ApiError && e.errors?.image1 ? String(e.errors.image1) : undefined;
        if (onImage) setImageError(onImage);
        const other = e instanceof ApiError && e.errors ? Object.entries(e.errors).filter(([k]) => k !== 'image1' && !(FORM_FIELDS as readonly string[]).includes(k)).map(([, m]) => String(m)) : [];
        if (placed || onImage) setFormError([t('campaigns.form.fixErrors'), ...other]);
        else setFormError([failureText(e)]);
      }
    },
    () => setFormError([t('campaigns.form.fixErrors')]),
  );

  const previousOptions = (others.data ?? [])
    .filter((c) => c.id !== campaign?.id)
    .map((c) => ({ value: String(c.id), label: `${c.gameTitle} (${formatDate(c.startDate, i18n.language)} – ${formatDate(c.endDate, i18n.language)})` }));
  // A saved campaign's previous one stays selectable while the list loads (or when it was deleted).
  if (campaign?.previous != null && !previousOptions.some((o) => o.value === String(campaign.previous))) {
    previousOptions.unshift({ value: String(campaign.previous), label: campaign.previousTitle ?? t('campaigns.form.previousNo', { id: campaign.previous }) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="campaign-form">
      <Card title={t('campaigns.form.details')}>
        <div className="space-y-4">
          <Input id="campaign-title" label={t('campaigns.form.gameTitle')} maxLength={TITLE_MAX} error={err('gameTitle')} data-testid={testId('gameTitle')} {...register('gameTitle')} />
          <Textarea id="campaign-desc" label={t('campaigns.form.gameDesc')} rows={4} maxLength={DESC_MAX} error={err('gameDesc')} data-testid={testId('gameDesc')} {...register('gameDesc')} />
          <Textarea id="campaign-tnc" label={t('campaigns.form.gameTnc')} rows={4} maxLength={TNC_MAX} error={err('gameTnc')} data-testid={testId('gameTnc')} {...register('gameTnc')} />
        </div>
      </Card>

      <Card title={t('campaigns.form.reward')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            id="campaign-reward-type"
            label={t('campaigns.form.rewardType')}
            options={REWARD_TYPES.map((r) => ({ value: r, label: t(`campaigns.rewardType.${r}`) }))}
            error={err('rewardType')}
            data-testid={testId('rewardType')}
            {...register('rewardType')}
          />
          <Input
            id="campaign-reward-name"
            label={t('campaigns.form.rewardName')}
            hint={t('campaigns.form.rewardNameHint')}
            maxLength={TITLE_MAX}
            error={err('rewardName')}
            data-testid={testId('rewardName')}
            {...register('rewardName')}
          />
        </div>
        <p className="mt-3 text-sm text-slate-600" data-testid="campaign-reward-hint">
          {t(`campaigns.form.rewardHint.${rewardType}`)}
        </p>
        {rewardType === 'product' && (
          <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]" data-testid="campaign-product-fields">
            <ProductPicker
              value={productId ? { id: productId, name: productName || t('campaigns.form.productNo', { id: productId }) } : null}
              onChange={(p) => {
                setValue('productId', p?.id ?? null, { shouldValidate: isSubmitted });
                setValue('productName', p?.name ?? '');
              }}
              error={err('productId')}
            />
            <Input id="campaign-reward-quantity" label={t('campaigns.form.rewardQuantity')} error={err('rewardQuantity')} data-testid={testId('rewardQuantity')} {...wholeInput} {...register('rewardQuantity')} />
          </div>
        )}
        {rewardType === 'voucher' && (
          <div className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="campaign-voucher-fields">
            <Select
              id="campaign-voucher-kind"
              label={t('campaigns.form.voucherKind')}
              options={[
                { value: 'amount', label: t('campaigns.form.voucherKindAmount') },
                { value: 'percent', label: t('campaigns.form.voucherKindPercent') },
              ]}
              error={err('voucherKind')}
              data-testid={testId('voucherKind')}
              {...register('voucherKind')}
            />
            <Input
              id="campaign-voucher-discount"
              label={voucherKind === 'percent' ? t('campaigns.form.voucherPercent') : t('campaigns.form.voucherAmount', { currency: symbol })}
              error={err('voucherDiscount')}
              data-testid={testId('voucherDiscount')}
              {...decimalInput}
              {...register('voucherDiscount')}
            />
            <Input
              id="campaign-voucher-min"
              label={t('campaigns.form.voucherMinPurchase', { currency: symbol })}
              hint={t('campaigns.form.voucherMinPurchaseHint')}
              error={err('voucherMinPurchase')}
              data-testid={testId('voucherMinPurchase')}
              {...decimalInput}
              {...register('voucherMinPurchase')}
            />
            <Input
              id="campaign-voucher-days"
              label={t('campaigns.form.voucherValidDays')}
              hint={t('campaigns.form.voucherValidDaysHint')}
              error={err('voucherValidDays')}
              data-testid={testId('voucherValidDays')}
              {...wholeInput}
              {...register('voucherValidDays')}
            />
          </div>
        )}
        {rewardType === 'cash' && (
          <div className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="campaign-cash-fields">
            <Input id="campaign-cash" label={t('campaigns.form.cashAmount', { currency: symbol })} error={err('cashAmount')} data-testid={testId('cashAmount')} {...decimalInput} {...register('cashAmount')} />
          </div>
        )}
      </Card>

      <Card title={t('campaigns.form.pointsAndDates')}>
        <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 sm:grid-cols-3">
          <Input id="campaign-points" className="min-w-0 min-[360px]:col-span-2 sm:col-span-1" label={t('campaigns.form.pointRequired')} error={err('pointRequired')} data-testid={testId('pointRequired')} {...decimalInput} {...register('pointRequired')} />
          <Input id="campaign-start" className="min-w-0" type="date" label={t('campaigns.form.startDate')} error={err('startDate')} data-testid={testId('startDate')} {...register('startDate')} />
          <Input id="campaign-end" className="min-w-0" type="date" label={t('campaigns.form.endDate')} error={err('endDate')} data-testid={testId('endDate')} {...register('endDate')} />
        </div>
        <p className="mt-2 text-xs text-slate-500">{t('campaigns.form.datesHint')}</p>
      </Card>

      <Card title={t('campaigns.form.limits')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input id="campaign-max-redeem" label={t('campaigns.form.maxRedeem')} hint={t('campaigns.form.maxRedeemHint')} error={err('maxRedeem')} data-testid={testId('maxRedeem')} {...wholeInput} {...register('maxRedeem')} />
          <Input id="campaign-per-agent" label={t('campaigns.form.perAgentLimit')} hint={t('campaigns.form.perAgentLimitHint')} error={err('perAgentLimit')} data-testid={testId('perAgentLimit')} {...wholeInput} {...register('perAgentLimit')} />
          <Select
            id="campaign-frequency"
            label={t('campaigns.form.rewardFrequency')}
            options={[{ value: '', label: t('campaigns.frequency.whole') }, ...FREQUENCIES.map((f) => ({ value: f, label: t(`campaigns.frequency.${frequencyKey(f)}`) }))]}
            error={err('rewardFrequency')}
            data-testid={testId('rewardFrequency')}
            {...register('rewardFrequency')}
          />
        </div>
        <p className="mt-2 text-xs text-slate-500">{t('campaigns.form.frequencyHint')}</p>
      </Card>

      <Card title={t('campaigns.form.audience')}>
        <Controller
          control={control}
          name="tierIds"
          render={({ field }) => (
            <fieldset data-testid="campaign-tiers" aria-describedby="campaign-tiers-hint">
              <legend className="mb-1 text-sm font-medium text-slate-700">{t('campaigns.form.tiers')}</legend>
              <p id="campaign-tiers-hint" className="mb-2 text-xs text-slate-500">
                {t('campaigns.form.tiersHint')}
              </p>
              {tiers === undefined && !tiersError && <Spinner size="sm" />}
              {tiersError && tiers === undefined && <p className="text-sm text-red-700">{t('campaigns.form.tiersFailed')}</p>}
              {tiers && (
                <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
                  {tiers.map((tier) => {
                    const value = String(tier.level_id);
                    const checked = field.value.includes(value);
                    return (
                      <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          className="h-5 w-5 shrink-0 accent-primary"
                          checked={checked}
                          onChange={() => field.onChange(checked ? field.value.filter((x) => x !== value) : [...field.value, value])}
                          data-testid="campaign-tier"
                        />
                        <span className="min-w-0 text-sm break-words text-slate-800">{tier.levelName}</span>
                      </label>
                    );
                  })}
                </div>
              )}
              <FieldError message={err('tierIds')} />
            </fieldset>
          )}
        />
        <div className="mt-4">
          <Select
            id="campaign-previous"
            label={t('campaigns.form.previous')}
            placeholder={t('campaigns.form.previousNone')}
            options={previousOptions}
            error={err('previous')}
            data-testid={testId('previous')}
            {...register('previous')}
          />
        </div>
      </Card>

      <Card title={t('campaigns.form.banner')}>
        <FilePicker
          label={t('campaigns.form.image1')}
          hint={t('campaigns.form.imageHint')}
          accept={IMAGE_ACCEPT}
          allowed={IMAGE_TYPES}
          file={image}
          onChange={(f) => {
            setImage(f);
            setImageError(undefined);
          }}
          current={campaign?.imageUrl ? { url: campaign.imageUrl, name: t('campaigns.form.currentBanner') } : null}
          error={errorText(imageError)}
          testId="campaign-image1-input"
        />
      </Card>

      {formError && (
        <FormMessage testId="campaign-form-error">
          {formError.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </FormMessage>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <LinkButton to={CAMPAIGNS_PATH}>{t('common.cancel')}</LinkButton>
        <Button type="submit" loading={isSubmitting} data-testid="campaign-save">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
