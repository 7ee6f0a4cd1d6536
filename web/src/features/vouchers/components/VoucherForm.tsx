import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { Switch } from '@/components/Switch';
import { LinkButton } from '@/components/LinkButton';
import { ApiError } from '@/lib/api';
import { useCompany } from '@/lib/company';
import { errorText } from '@/lib/i18n';
import type { Voucher } from '../api/types';
import { saveVoucher, storeVoucherList } from '../api/vouchers';
import { isNotFound, voucherErrorText } from '../logic/action-errors';
import { VOUCHERS_PATH } from '../logic/paths';
import { currencySymbol } from '../logic/voucher-display';
import { emptyVoucherValues, normaliseCode, placeVoucherErrors, toVoucherInput, voucherSchema, voucherValues, type VoucherFormValues } from '../logic/voucher-form';

const decimalInput = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
const wholeInput = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;

/** New (voucher null) or saved voucher: every field of POST /api/setup/voucher/store. */
export function VoucherForm({ voucher }: { voucher: Voucher | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { currency } = useCompany();
  const symbol = currencySymbol(currency);
  const usedCount = voucher?.usedCount ?? 0;
  const schema = useMemo(() => voucherSchema(usedCount), [usedCount]);
  const [formError, setFormError] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<VoucherFormValues>({ resolver: zodResolver(schema), defaultValues: voucher ? voucherValues(voucher) : emptyVoucherValues() });
  const type = useWatch({ control, name: 'type' });
  const err = (f: keyof VoucherFormValues) => errorText(errors[f]?.message);
  const testId = (f: keyof VoucherFormValues) => `voucher-${f}-input`;

  const onSubmit = handleSubmit(
    async (v) => {
      setFormError(null);
      try {
        const list = await saveVoucher(toVoucherInput(v, voucher?.id));
        await storeVoucherList(mutate, list);
        navigate(VOUCHERS_PATH, { state: { saved: true } });
      } catch (e) {
        if (isNotFound(e)) {
          setFormError([t('vouchers.notFound')]);
        } else if (e instanceof ApiError && e.errors) {
          const placed = placeVoucherErrors(e.errors);
          for (const [field, message] of placed.fields) setError(field, { type: 'server', message });
          setFormError([t('vouchers.form.fixErrors'), ...placed.other]);
        } else {
          setFormError([voucherErrorText(e, t)]);
        }
      }
    },
    () => setFormError([t('vouchers.form.fixErrors')]),
  );

  const code = register('code', {
    onBlur: (e: { target: { value: string } }) => setValue('code', normaliseCode(e.target.value)),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="voucher-form">
      <Card title={t('vouchers.form.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input id="voucher-name" label={t('vouchers.form.name')} error={err('name')} data-testid={testId('name')} {...register('name')} />
          <Input
            id="voucher-code"
            label={t('vouchers.form.code')}
            hint={t('vouchers.form.codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            style={{ textTransform: 'uppercase' }}
            error={err('code')}
            data-testid={testId('code')}
            {...code}
          />
        </div>
      </Card>

      <Card title={t('vouchers.form.discount')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            id="voucher-type"
            label={t('vouchers.form.type')}
            options={[
              { value: 'amount', label: t('vouchers.type.amount') },
              { value: 'percent', label: t('vouchers.type.percent') },
            ]}
            error={err('type')}
            data-testid={testId('type')}
            {...register('type')}
          />
          <Input
            id="voucher-disc"
            label={type === 'percent' ? t('vouchers.form.discPercent') : t('vouchers.form.discAmount', { currency: symbol })}
            hint={type === 'percent' ? t('vouchers.form.discPercentHint') : undefined}
            error={err('disc')}
            data-testid={testId('disc')}
            {...decimalInput}
            {...register('disc')}
          />
          <Input
            id="voucher-min-purchase"
            label={t('vouchers.form.minPurchase', { currency: symbol })}
            hint={t('vouchers.form.minPurchaseHint')}
            error={err('minPurchase')}
            data-testid={testId('minPurchase')}
            {...decimalInput}
            {...register('minPurchase')}
          />
        </div>
      </Card>

      <Card title={t('vouchers.form.limits')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            id="voucher-quota"
            label={t('vouchers.form.quota')}
            hint={voucher ? `${t('vouchers.form.quotaHint')} ${t('vouchers.form.usedSoFar', { count: usedCount })}` : t('vouchers.form.quotaHint')}
            error={err('quota')}
            data-testid={testId('quota')}
            {...wholeInput}
            {...register('quota')}
          />
          <Input id="voucher-usg-limit" label={t('vouchers.form.usgLimit')} hint={t('vouchers.form.usgLimitHint')} error={err('usgLimit')} data-testid={testId('usgLimit')} {...wholeInput} {...register('usgLimit')} />
        </div>
      </Card>

      <Card title={t('vouchers.form.validity')}>
        <p className="-mt-2 mb-4 text-sm text-slate-600">{t('vouchers.form.validityIntro')}</p>
        <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2">
          <Input id="voucher-start-date" className="min-w-0" type="date" label={t('vouchers.form.startDate')} error={err('startDate')} data-testid={testId('startDate')} {...register('startDate')} />
          <Input id="voucher-stop-date" className="min-w-0" type="date" label={t('vouchers.form.stopDate')} error={err('stopDate')} data-testid={testId('stopDate')} {...register('stopDate')} />
        </div>
      </Card>

      <Card title={t('vouchers.form.conditions')}>
        <div className="divide-y divide-slate-100">
          <Switch id="voucher-free-shipping" label={t('vouchers.form.freeShipping')} hint={t('vouchers.form.freeShippingHint')} data-testid={testId('freeShipping')} {...register('freeShipping')} />
          <Switch id="voucher-first-order" label={t('vouchers.form.firstOrder')} hint={t('vouchers.form.firstOrderHint')} data-testid={testId('firstOrder')} {...register('firstOrder')} />
          <Switch id="voucher-package" label={t('vouchers.form.package')} hint={t('vouchers.form.packageHint')} data-testid={testId('packageOnly')} {...register('packageOnly')} />
        </div>
      </Card>

      {formError && (
        <FormMessage testId="voucher-form-error">
          {formError.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </FormMessage>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <LinkButton to={VOUCHERS_PATH}>{t('common.cancel')}</LinkButton>
        <Button type="submit" loading={isSubmitting} data-testid="voucher-save">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
