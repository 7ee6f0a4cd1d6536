import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useAgentRecord } from '../api/agents';
import { AGENT_STATUSES, type AgentStatus } from '../api/types';
import { validRange, type AgentFilters as Filters } from '../logic/filters';
import { AgentPicker } from './AgentPicker';
import { TierSelect } from './TierSelect';
import { useDebounced } from '@/lib/use-debounced';

export type FilterChange = (patch: Partial<Filters>, replace?: boolean) => void;

/** The search box, searched as one types (debounced) and kept in the address. */
export function SearchBox({ value, onChange, label, hint }: { value: string; onChange: FilterChange; label: string; hint?: string }) {
  const [text, setText] = useState(value);
  const searched = useDebounced(text);
  const pushed = useRef(value);
  useEffect(() => {
    if (searched === pushed.current) return;
    pushed.current = searched;
    onChange({ search: searched }, true);
  }, [searched, onChange]);
  return <Input label={label} type="search" placeholder={hint} value={text} onChange={(e) => setText(e.target.value)} data-testid="filter-search" />;
}

export function StatusSelect({ value, onChange }: { value: string; onChange: (status: AgentStatus | '') => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('agents.fields.status')}
      placeholder={t('agents.list.allStatuses')}
      options={AGENT_STATUSES.map((s) => ({ value: s, label: t(`agents.status.${s}`) }))}
      value={value}
      onChange={(e) => onChange(e.target.value as AgentStatus | '')}
      data-testid="filter-status"
    />
  );
}

/** Agent database filters: search, tier, status, upline and the join date range. */
export function AgentFilters({ filters, onChange }: { filters: Filters; onChange: FilterChange }) {
  const { t } = useTranslation();
  const uplineId = filters.uplineId ? Number(filters.uplineId) : null;
  const { data: upline } = useAgentRecord(uplineId);
  const rangeOk = validRange(filters.joinedFrom, filters.joinedTo);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="agent-filters">
      <SearchBox value={filters.search} onChange={onChange} label={t('agents.list.search')} hint={t('agents.list.searchHint')} />
      <TierSelect placeholder={t('agents.list.allTiers')} value={filters.tierId} onChange={(e) => onChange({ tierId: e.target.value })} data-testid="filter-tier" />
      <StatusSelect value={filters.status} onChange={(status) => onChange({ status })} />
      <AgentPicker
        label={t('agents.fields.upline')}
        value={uplineId ? { id: uplineId, name: upline?.name ?? t('agents.list.agentNo', { id: uplineId }) } : null}
        onChange={(v) => onChange({ uplineId: v?.id ? String(v.id) : '' })}
        source={{ kind: 'agents' }}
        testId="filter-upline"
      />
      <Input label={t('agents.list.joinedFrom')} type="date" value={filters.joinedFrom} max={filters.joinedTo || undefined} onChange={(e) => onChange({ joinedFrom: e.target.value })} data-testid="filter-from" />
      <Input
        label={t('agents.list.joinedTo')}
        type="date"
        value={filters.joinedTo}
        min={filters.joinedFrom || undefined}
        error={rangeOk ? undefined : t('agents.list.badRange')}
        onChange={(e) => onChange({ joinedTo: e.target.value })}
        data-testid="filter-to"
      />
    </div>
  );
}
