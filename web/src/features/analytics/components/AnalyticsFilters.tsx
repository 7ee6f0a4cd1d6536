import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useAgentRecord } from '@/features/agents/api/agents';
import { useTiersByRank } from '@/features/agents/api/tiers';
import { AgentPicker } from '@/features/agents/components/AgentPicker';
import { useStates } from '@/features/profile/api/get-attributes';
import { useBranches } from '@/features/setup/api/branches';
import { canManageAgents, holds } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import type { FilterErrors } from '../logic/errors';
import { activeFilterCount, datesInOrder, EMPTY_FILTERS, type AnalyticFilters as Filters } from '../logic/filters';
import { ProductFilter } from '@/features/reports/components/ProductFilter';
import { useCountry } from './use-analytics-texts';

/** The state filter: the country's states when the list is there, else the state typed. */
function StateFilter({ value, onChange, error }: { value: string; onChange: (state: string) => void; error?: string }) {
  const { t } = useTranslation();
  const { data: states } = useStates(useCountry());
  if (states && states.length > 0) {
    const known = states.some((s) => s.code === value);
    return (
      <Select
        label={t('analytics.filters.state')}
        placeholder={t('analytics.filters.allStates')}
        options={[...states.map((s) => ({ value: s.code, label: s.name })), ...(value && !known ? [{ value, label: value }] : [])]}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        data-testid="filter-state"
      />
    );
  }
  return <Input label={t('analytics.filters.state')} value={value} error={error} onChange={(e) => onChange(e.target.value)} data-testid="filter-state" />;
}

/**
 * The filters the five charts share: the date range (empty: the server's this month so far), branch,
 * tier, the agent who bought, the delivery state and up to ten products. A server refusal shows on its
 * field. Collapsed behind a toggle on phones (opened while a filter is refused).
 */
export function AnalyticsFilters({ filters, errors, onChange }: { filters: Filters; errors: FilterErrors; onChange: (patch: Partial<Filters>) => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const { data: branches } = useBranches();
  const { tiers } = useTiersByRank();
  const agentId = filters.agentId ? Number(filters.agentId) : null;
  // Their record names them after a reload (for those who may read agents' records).
  const { data: agent } = useAgentRecord(canManageAgents(user) ? agentId : null);
  // The name of the agent just picked, shown until their record is in.
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const count = activeFilterCount(filters);
  const refused = Object.values(errors).some(Boolean);
  const shown = open || refused;
  const agentName = agent?.name ?? (picked && picked.id === agentId ? picked.name : t('analytics.filters.agentNo', { id: agentId }));
  const toError = errors.to ?? (datesInOrder(filters) ? undefined : t('analytics.filters.datesOrder'));

  return (
    <div className="mb-4">
      <Button variant="secondary" className="w-full md:hidden" aria-expanded={shown} aria-controls="analytics-filters" onClick={() => setOpen((o) => !o)} data-testid="analytics-filters-toggle">
        {count > 0 ? t('analytics.filters.toggleCount', { count }) : t('analytics.filters.toggle')}
      </Button>
      <fieldset id="analytics-filters" className={`${shown ? 'grid' : 'hidden'} mt-3 min-w-0 gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-2 md:mt-0 md:grid lg:grid-cols-4 lg:items-start`} data-testid="analytics-filters">
        <legend className="sr-only">{t('analytics.filters.title')}</legend>
        <Input
          label={t('analytics.filters.from')}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          error={errors.from}
          hint={filters.from || filters.to ? undefined : t('analytics.filters.thisMonth')}
          onChange={(e) => onChange({ from: e.target.value })}
          data-testid="filter-from"
        />
        <Input label={t('analytics.filters.to')} type="date" value={filters.to} min={filters.from || undefined} error={toError} onChange={(e) => onChange({ to: e.target.value })} data-testid="filter-to" />
        <Select
          label={t('analytics.filters.branch')}
          placeholder={t('analytics.filters.allBranches')}
          options={(branches ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={filters.branchId}
          error={errors.branchId}
          onChange={(e) => onChange({ branchId: e.target.value })}
          data-testid="filter-branch"
        />
        <Select
          label={t('analytics.filters.tier')}
          placeholder={t('analytics.filters.allTiers')}
          options={(tiers ?? []).map((tier) => ({ value: String(tier.level_id), label: tier.levelName }))}
          value={filters.tierId}
          error={errors.tierId}
          onChange={(e) => onChange({ tierId: e.target.value })}
          data-testid="filter-tier"
        />
        <StateFilter value={filters.state} error={errors.state} onChange={(state) => onChange({ state })} />
        <div className="min-w-0 sm:col-span-2 lg:col-span-3">
          <AgentPicker
            label={t('analytics.filters.agent')}
            value={agentId ? { id: agentId, name: agentName } : null}
            onChange={(chosen) => {
              setPicked(chosen?.id ? { id: chosen.id, name: chosen.name } : null);
              onChange({ agentId: chosen?.id ? String(chosen.id) : '' });
            }}
            source={{ kind: 'agents' }}
            error={errors.agentId}
            testId="filter-agent"
          />
        </div>
        <div className="min-w-0 sm:col-span-2 lg:col-span-4">
          <ProductFilter
            value={filters.productIds}
            onChange={(productIds) => onChange({ productIds })}
            error={errors.productIds}
            canSearch={holds(user, 'create_product') || holds(user, 'manage_inventory')}
          />
        </div>
        {count > 0 && (
          <div className="flex items-end sm:col-span-2 lg:col-span-4">
            <Button variant="ghost" onClick={() => onChange({ ...EMPTY_FILTERS })} data-testid="analytics-filters-clear">
              {t('analytics.filters.clear')}
            </Button>
          </div>
        )}
      </fieldset>
    </div>
  );
}
