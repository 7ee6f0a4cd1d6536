import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Switch } from '@/components/Switch';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/i18n';
import { RANKS_KEY, saveRanks, useRanks } from '../api/tiers';
import { BENEFIT_KEYS, type CommissionRank } from '../api/types';
import { failureText } from '@/lib/form';
import { rankErrorPath, rankValues, ranksSchema, toRankInput, type RanksValues } from '../schemas';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';
import { type Status } from '@/lib/form';
import { mutate } from 'swr';

export function RanksTab() {
  const { data, error, mutate: retry } = useRanks();
  return (
    <Loaded data={data} error={error} retry={() => void retry()}>
      {(ranks) => <RanksEditor ranks={ranks} />}
    </Loaded>
  );
}

const DECIMALS = ['personal_sales', 'total_personal_group_sales', 'side_group_sales'] as const;
const PERCENTS = ['commission', 'personal_level_commission'] as const;

function RanksEditor({ ranks }: { ranks: CommissionRank[] }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RanksValues>({ resolver: zodResolver(ranksSchema), defaultValues: { ranks: ranks.map(rankValues) } });
  const { fields, append, remove } = useFieldArray({ control, name: 'ranks' });

  const onSubmit = handleSubmit(async (v) => {
    setStatus(null);
    try {
      const saved = await saveRanks(v.ranks.map(toRankInput));
      await mutate(RANKS_KEY, saved, { revalidate: false });
      reset({ ranks: saved.map(rankValues) });
      setStatus({ kind: 'success', text: t('common.saved') });
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError && err.errors) {
        for (const [key, message] of Object.entries(err.errors)) {
          const path = rankErrorPath(key);
          if (path) {
            setError(path as FieldPath<RanksValues>, { type: 'server', message: String(message) });
            placed = true;
          }
        }
      }
      setStatus({ kind: 'error', text: placed ? t('setup.fixErrors') : failureText(err) });
    }
  });

  const rowError = (i: number, name: string) => {
    const row = errors.ranks?.[i] as Record<string, { message?: string } | undefined> | undefined;
    return errorText(row?.[name]?.message);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="ranks-form">
      <SectionHeading
        title={t('setup.ranks.title')}
        intro={t('setup.ranks.intro')}
        actions={
          <Button variant="secondary" onClick={() => append(rankValues(null))} data-testid="rank-add">
            {t('setup.ranks.add')}
          </Button>
        }
      />
      {fields.length === 0 && <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-500">{t('common.noData')}</p>}
      <ol className="space-y-4">
        {fields.map((field, i) => (
          <li key={field.id} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="rank-row">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-800">{t('setup.ranks.rankN', { n: i + 1 })}</h3>
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => remove(i)} data-testid="rank-remove">
                {t('setup.remove')}
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Input
                label={t('setup.ranks.fields.commission_name')}
                error={rowError(i, 'commission_name')}
                data-testid={`rank-${i}-commission_name`}
                {...register(`ranks.${i}.commission_name`)}
              />
              {DECIMALS.map((name) => (
                <Input
                  key={name}
                  label={t(`setup.ranks.fields.${name}`)}
                  inputMode="decimal"
                  placeholder={t('setup.blankAllowed')}
                  error={rowError(i, name)}
                  {...register(`ranks.${i}.${name}`)}
                />
              ))}
              {PERCENTS.map((name) => (
                <Input
                  key={name}
                  label={t(`setup.ranks.fields.${name}`)}
                  inputMode="decimal"
                  placeholder={t('setup.blankAllowed')}
                  error={rowError(i, name)}
                  {...register(`ranks.${i}.${name}`)}
                />
              ))}
            </div>
            <Switch label={t('setup.ranks.fields.is_leadership')} className="mt-2" {...register(`ranks.${i}.is_leadership`)} />
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-primary">{t('setup.ranks.benefits')}</summary>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                {BENEFIT_KEYS.map((name, b) => (
                  <Input key={name} label={t('setup.ranks.benefitN', { n: b + 1 })} error={rowError(i, name)} {...register(`ranks.${i}.${name}`)} />
                ))}
              </div>
            </details>
          </li>
        ))}
      </ol>
      <FieldError message={errorText(errors.ranks?.root?.message ?? errors.ranks?.message)} />
      {status && <FormMessage kind={status.kind} testId={`ranks-${status.kind}`}>{status.text}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isSubmitting} data-testid="ranks-save">
          {t('setup.ranks.save')}
        </Button>
        {isDirty && (
          <Button variant="secondary" onClick={() => reset({ ranks: ranks.map(rankValues) })}>
            {t('setup.discard')}
          </Button>
        )}
      </div>
    </form>
  );
}
