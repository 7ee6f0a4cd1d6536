import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Switch } from '@/components/Switch';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteTier, saveTier, useTiers } from '../api/tiers';
import type { Tier } from '../api/types';
import {
  TIER_AMOUNT_FIELDS,
  TIER_FIELDS,
  TIER_PERCENT_FIELDS,
  TIER_UNIT_FIELDS,
  sortTiers,
  tierSchema,
  tierValues,
  toTierInput,
  type TierValues,
} from '../schemas';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';

export function TiersTab() {
  const { t } = useTranslation();
  const company = useCompany();
  const { data, error, mutate } = useTiers();
  const [editing, setEditing] = useState<{ tier: Tier | null } | null>(null);
  const removal = useConfirmAction(async (tier: Tier) => {
    await deleteTier(tier.level_id);
    await mutate();
  });
  const money = (v: string | null) => (v == null || v === '' ? '—' : formatMoney(v, company.currency));
  const num = (v: number | string | null) => (v == null || v === '' ? '—' : String(v));
  const pct = (v: string | null) => (v == null || v === '' ? '—' : `${v}%`);

  const actions = (tier: Tier) => (
    <div className="flex gap-2">
      <Button variant="secondary" onClick={() => setEditing({ tier })} data-testid="tier-edit">
        {t('setup.edit')}
      </Button>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => removal.ask(tier)}
        data-testid="tier-delete"
      >
        {t('setup.delete')}
      </Button>
    </div>
  );

  return (
    <div>
      <SectionHeading
        title={t('setup.tiers.title')}
        intro={t('setup.tiers.intro')}
        actions={
          <Button onClick={() => setEditing({ tier: null })} data-testid="tier-add">
            {t('setup.tiers.add')}
          </Button>
        }
      />
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(tiers) => {
          const sorted = sortTiers(tiers);
          if (sorted.length === 0) return <EmptyState />;
          return (
            <>
              {/* Phone: cards */}
              <ul className="space-y-3 md:hidden" data-testid="tier-cards">
                {sorted.map((tier) => (
                  <li key={tier.level_id} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="tier-card">
                    <div className="flex items-center justify-between gap-2">
                      <p className="font-semibold text-slate-900">{tier.levelName}</p>
                      <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                        {t('setup.tiers.rank', { n: tier.rankNumber })}
                      </span>
                    </div>
                    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                      <dt className="text-slate-500">{t('setup.tiers.fields.minOrderUnit')}</dt>
                      <dd className="text-right text-slate-800">{num(tier.minOrderUnit)}</dd>
                      <dt className="text-slate-500">{t('setup.tiers.fields.minOrderAmount')}</dt>
                      <dd className="text-right text-slate-800">{money(tier.minOrderAmount)}</dd>
                      <dt className="text-slate-500">{t('setup.tiers.fields.helperPercen')}</dt>
                      <dd className="text-right text-slate-800">{pct(tier.helperPercen)}</dd>
                      <dt className="text-slate-500">{t('setup.tiers.agents')}</dt>
                      <dd className="text-right text-slate-800">{tier.agentCount}</dd>
                    </dl>
                    <div className="mt-3">{actions(tier)}</div>
                  </li>
                ))}
              </ul>
              {/* Desktop: table */}
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm" data-testid="tier-table">
                  <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
                    <tr>
                      <th className="py-2 pr-3">{t('setup.tiers.fields.rankNumber')}</th>
                      <th className="py-2 pr-3">{t('setup.tiers.fields.levelName')}</th>
                      <th className="py-2 pr-3 text-right">{t('setup.tiers.fields.minOrderUnit')}</th>
                      <th className="py-2 pr-3 text-right">{t('setup.tiers.fields.minOrderAmount')}</th>
                      <th className="py-2 pr-3 text-right">{t('setup.tiers.fields.helperPercen')}</th>
                      <th className="py-2 pr-3 text-right">{t('setup.tiers.fields.recruitComm')}</th>
                      <th className="py-2 pr-3 text-right">{t('setup.tiers.agents')}</th>
                      <th className="py-2">
                        <span className="sr-only">{t('setup.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {sorted.map((tier) => (
                      <tr key={tier.level_id} data-testid="tier-row">
                        <td className="py-2 pr-3 font-mono">{tier.rankNumber}</td>
                        <td className="py-2 pr-3 font-semibold text-slate-900">{tier.levelName}</td>
                        <td className="py-2 pr-3 text-right">{num(tier.minOrderUnit)}</td>
                        <td className="py-2 pr-3 text-right">{money(tier.minOrderAmount)}</td>
                        <td className="py-2 pr-3 text-right">{pct(tier.helperPercen)}</td>
                        <td className="py-2 pr-3 text-right">{money(tier.recruitComm)}</td>
                        <td className="py-2 pr-3 text-right">{tier.agentCount}</td>
                        <td className="py-2">{actions(tier)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </Loaded>
      {editing && (
        <TierDialog
          tier={editing.tier}
          takenRanks={(data ?? []).filter((x) => x.level_id !== editing.tier?.level_id).map((x) => x.rankNumber)}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await mutate();
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('setup.tiers.deleteTitle')}
        message={t('setup.confirmDelete', { name: removal.target?.levelName ?? '' })}
        confirmLabel={t('setup.delete')}
      />
    </div>
  );
}

function TierDialog({
  tier,
  takenRanks,
  onClose,
  onSaved,
}: {
  tier: Tier | null;
  takenRanks: number[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<TierValues>({ resolver: zodResolver(tierSchema(takenRanks)), defaultValues: tierValues(tier) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, error: formError } = useFormSubmit(
    form,
    async (v) => {
      await saveTier(toTierInput(v, tier?.level_id));
      await onSaved();
    },
    { fields: TIER_FIELDS },
  );
  type NumField = (typeof TIER_UNIT_FIELDS)[number] | (typeof TIER_AMOUNT_FIELDS)[number] | (typeof TIER_PERCENT_FIELDS)[number];
  const numeric = (name: NumField, mode: 'numeric' | 'decimal') => (
    <Input
      key={name}
      label={t(`setup.tiers.fields.${name}`)}
      type="text"
      inputMode={mode}
      autoComplete="off"
      placeholder={t('setup.blankAllowed')}
      error={errorText(errors[name]?.message)}
      data-testid={`tier-${name}`}
      {...register(name)}
    />
  );

  return (
    <Dialog open wide title={tier ? t('setup.tiers.edit') : t('setup.tiers.add')} onClose={onClose} testId="tier-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t('setup.tiers.fields.levelName')} error={errorText(errors.levelName?.message)} data-testid="tier-levelName" {...register('levelName')} />
          <Input
            label={t('setup.tiers.fields.rankNumber')}
            hint={t('setup.tiers.rankHint')}
            type="text"
            inputMode="numeric"
            error={errorText(errors.rankNumber?.message)}
            data-testid="tier-rankNumber"
            {...register('rankNumber')}
          />
        </div>
        <h3 className="text-sm font-semibold text-slate-800">{t('setup.tiers.unitsTitle')}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {numeric('minOrderUnit', 'numeric')}
          {numeric('minOrderAmount', 'decimal')}
          {numeric('firstOrderMinUnit', 'numeric')}
          {numeric('firstOrderMinAmount', 'decimal')}
          {numeric('personalSalesUnit', 'numeric')}
          {numeric('personalSalesAmount', 'decimal')}
          {numeric('groupSalesUnit', 'numeric')}
          {numeric('groupSalesAmount', 'decimal')}
          {numeric('tpgsUnit', 'numeric')}
          {numeric('tpgsAmount', 'decimal')}
        </div>
        <h3 className="text-sm font-semibold text-slate-800">{t('setup.tiers.rewardsTitle')}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {numeric('helperPercen', 'decimal')}
          {numeric('recruitComm', 'decimal')}
          {numeric('leadership', 'decimal')}
          {numeric('introducerBonus', 'decimal')}
          {numeric('overridingCommission', 'decimal')}
          {numeric('teamMemberSalesThreshold', 'decimal')}
        </div>
        <Switch label={t('setup.tiers.fields.inactiveStatus')} hint={t('setup.tiers.inactiveHint')} data-testid="tier-inactiveStatus" {...register('inactiveStatus')} />
        {formError && <FormMessage testId="tier-error">{formError}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="tier-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
