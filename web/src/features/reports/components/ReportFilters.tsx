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
import { holds } from '@/lib/access';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { activeFilterCount, datesInOrder, EMPTY_FILTERS, type ReportFilters as Filters } from '../logic/filters';
import { REPORT_SPECS, statusesOf, takes, type FilterKey, type Report } from '../logic/reports';
import { ProductFilter } from './ProductFilter';

export type FilterErrors = Partial<Record<FilterKey, string>>;

/** Whom the agent filter picks: the buyer of an order, the upline of a recruit, the agent, or the agent with their team. */
function agentLabelKey(report: Report): string {
  if (report === 'recruitment') return 'reports.filters.agentUpline';
  if (report === 'kpi') return 'reports.filters.agentOnly';
  if (report === 'agent') return 'reports.filters.agentTeam';
  return 'reports.filters.agentBuyer';
}

/** The state filter: the country's states when the list is there, else the state typed. */
function StateFilter({ value, onChange, error }: { value: string; onChange: (state: string) => void; error?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const country = (user.company?.currency ?? company.currency) === 'IDR' ? 'ID' : 'MY';
  const { data: states } = useStates(country);
  if (states && states.length > 0) {
    const known = states.some((s) => s.code === value);
    return (
      <Select
        label={t('reports.filters.state')}
        placeholder={t('reports.filters.allStates')}
        options={[...states.map((s) => ({ value: s.code, label: s.name })), ...(value && !known ? [{ value, label: value }] : [])]}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        data-testid="filter-state"
      />
    );
  }
  return <Input label={t('reports.filters.state')} value={value} error={error} onChange={(e) => onChange(e.target.value)} data-testid="filter-state" />;
}

/**
 * The filters that apply to the report: the date range (empty: the server's this month so far), branch,
 * tier, agent, state, up to ten products and the report's statuses. A server refusal shows on its field.
 * Collapsed behind a toggle on phones (opened while a filter is refused).
 */
export function ReportFilters({ report, filters, errors, onChange }: { report: Report; filters: Filters; errors: FilterErrors; onChange: (patch: Partial<Filters>) => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const { data: branches } = useBranches();
  const { tiers } = useTiersByRank();
  const agentId = filters.agentId ? Number(filters.agentId) : null;
  const { data: agent } = useAgentRecord(takes(report, 'agentId') ? agentId : null);
  // The name of the agent just picked, shown until their record (which names them after a reload) is in.
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const count = activeFilterCount(filters);
  const refused = Object.values(errors).some(Boolean);
  const shown = open || refused;
  const statuses = statusesOf(report);
  const family = REPORT_SPECS[report].statuses;
  const agentName = agent?.name ?? (picked && picked.id === agentId ? picked.name : t('reports.filters.agentNo', { id: agentId }));
  const toError = errors.to ?? (datesInOrder(filters) ? undefined : t('reports.filters.datesOrder'));

  return (
    <div className="mb-4">
      <Button variant="secondary" className="w-full md:hidden" aria-expanded={shown} aria-controls="report-filters" onClick={() => setOpen((o) => !o)} data-testid="report-filters-toggle">
        {count > 0 ? t('reports.filters.toggleCount', { count }) : t('reports.filters.toggle')}
      </Button>
      <fieldset id="report-filters" className={`${shown ? 'grid' : 'hidden'} mt-3 min-w-0 gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-2 md:mt-0 md:grid lg:grid-cols-4 lg:items-start`} data-testid="report-filters">
        <legend className="sr-only">{t('reports.filters.title')}</legend>
        <Input label={t('reports.filters.from')} type="date" value={filters.from} max={filters.to || undefined} error={errors.from} onChange={(e) => onChange({ from: e.target.value })} data-testid="filter-from" />
        <Input label={t('reports.filters.to')} type="date" value={filters.to} min={filters.from || undefined} error={toError} onChange={(e) => onChange({ to: e.target.value })} data-testid="filter-to" />
        {takes(report, 'branchId') && (
          <Select
            label={t('reports.filters.branch')}
            placeholder={t('reports.filters.allBranches')}
            options={(branches ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            value={filters.branchId}
            error={errors.branchId}
            onChange={(e) => onChange({ branchId: e.target.value })}
            data-testid="filter-branch"
          />
        )}
        {takes(report, 'tierId') && (
          <Select
            label={t('reports.filters.tier')}
            placeholder={t('reports.filters.allTiers')}
            options={(tiers ?? []).map((tier) => ({ value: String(tier.level_id), label: tier.levelName }))}
            value={filters.tierId}
            error={errors.tierId}
            onChange={(e) => onChange({ tierId: e.target.value })}
            data-testid="filter-tier"
          />
        )}
        {takes(report, 'status') && statuses.length > 0 && (
          <Select
            label={t('reports.filters.status')}
            placeholder={t('reports.filters.allStatuses')}
            options={statuses.map((s) => ({ value: s, label: family === 'agent' ? t(`agents.status.${s}`) : t(`orders.status.${s}`) }))}
            value={filters.status}
            error={errors.status}
            onChange={(e) => onChange({ status: e.target.value })}
            data-testid="filter-status"
          />
        )}
        {takes(report, 'state') && <StateFilter value={filters.state} error={errors.state} onChange={(state) => onChange({ state })} />}
        {takes(report, 'agentId') && (
          <div className="min-w-0 sm:col-span-2 lg:col-span-2">
            <AgentPicker
              label={t(agentLabelKey(report))}
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
        )}
        {takes(report, 'productIds') && (
          <div className="min-w-0 sm:col-span-2 lg:col-span-2">
            <ProductFilter
              value={filters.productIds}
              onChange={(productIds) => onChange({ productIds })}
              error={errors.productIds}
              canSearch={holds(user, 'create_product') || holds(user, 'manage_inventory')}
            />
          </div>
        )}
        {count > 0 && (
          <div className="flex items-end sm:col-span-2 lg:col-span-4">
            <Button variant="ghost" onClick={() => onChange({ ...EMPTY_FILTERS })} data-testid="report-filters-clear">
              {t('reports.filters.clear')}
            </Button>
          </div>
        )}
      </fieldset>
    </div>
  );
}
