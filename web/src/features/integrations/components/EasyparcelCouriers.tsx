import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { HUB_KEY, saveEasyparcelCouriers } from '../api/integrations';
import type { CourierAccount } from '../api/types';
import { chosenCouriers, couriersSchema, couriersValues, type CouriersValues } from '../logic/courier-forms';
import { EASYPARCEL_COMMON_COURIERS } from '../logic/display';

/**
 * "Couriers you book with" below a connected EasyParcel: the common couriers as checkboxes, any other by
 * its EasyParcel id, none for any courier at the cheapest rate. EasyParcel's refusal of an id shows under
 * the typed ids (422 `couriers`).
 */
export function EasyparcelCouriers({ account }: { account: CourierAccount }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const titleId = useId();
  const form = useForm<CouriersValues>({ resolver: zodResolver(couriersSchema), defaultValues: couriersValues(account.couriers) });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveEasyparcelCouriers({ couriers: chosenCouriers(v) });
      reset(couriersValues(saved.couriers));
      await mutate(HUB_KEY);
    },
    { fields: ['others'], rename: { couriers: 'others' }, savedText: t('integrations.easyparcel.couriers.saved') },
  );

  return (
    <section className="border-t border-slate-100 pt-3" aria-labelledby={titleId} data-testid="easyparcel-couriers">
      <h4 id={titleId} className="text-sm font-semibold text-slate-900">
        {t('integrations.easyparcel.couriers.title')}
      </h4>
      <p className="mt-1 text-xs text-slate-500">{t('integrations.easyparcel.couriers.hint')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-2 space-y-3">
        <fieldset>
          <legend className="sr-only">{t('integrations.easyparcel.couriers.title')}</legend>
          <div className="grid grid-cols-1 gap-1 min-[360px]:grid-cols-2">
            {EASYPARCEL_COMMON_COURIERS.map((c) => (
              <label key={c.id} className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2">
                <input type="checkbox" value={c.id} className="h-5 w-5 shrink-0 rounded accent-primary" data-testid={`easyparcel-courier-${c.id}`} {...register('picked')} />
                <span className="min-w-0 break-words">
                  {c.name} <span className="font-mono text-xs text-slate-500">{c.id}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Input
          label={t('integrations.easyparcel.couriers.others')}
          autoComplete="off"
          spellCheck={false}
          placeholder="EP-CR0A, EP-CR0C"
          hint={t('integrations.easyparcel.couriers.othersHint')}
          error={errorText(errors.others?.message)}
          data-testid="easyparcel-others-input"
          {...register('others')}
        />
        {status && (
          <FormMessage kind={status.kind} testId={`easyparcel-couriers-${status.kind}`}>
            {status.text}
          </FormMessage>
        )}
        <Button type="submit" variant="secondary" loading={isSubmitting} data-testid="easyparcel-couriers-save">
          {t('integrations.easyparcel.couriers.save')}
        </Button>
      </form>
    </section>
  );
}
