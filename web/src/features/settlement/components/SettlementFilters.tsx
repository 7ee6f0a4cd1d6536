import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { SETTLEMENT_STATUSES } from '../api/types';
import { activeFilterCount, datesInOrder, EMPTY_FILTERS, isSettlementStatus, type FilterKey, type SettlementFilters as Filters } from '../logic/query';

export type FilterErrors = Partial<Record<FilterKey, string>>;

/**
 * The date range (empty: the server's this month so far) and the status (every payment, pending or
 * settled). A server refusal shows on its field; an end before the start is marked at once.
 */
export function SettlementFilters({ filters, errors, onChange }: { filters: Filters; errors: FilterErrors; onChange: (patch: Partial<Filters>) => void }) {
  const { t } = useTranslation();
  const toError = errors.to ?? (datesInOrder(filters) ? undefined : t('settlement.filters.datesOrder'));

  return (
    <fieldset className="mb-4 grid min-w-0 gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-3 sm:items-start" data-testid="settlement-filters">
      <legend className="sr-only">{t('settlement.filters.title')}</legend>
      <Input className="min-w-0" label={t('settlement.filters.from')} type="date" value={filters.from} max={filters.to || undefined} error={errors.from} onChange={(e) => onChange({ from: e.target.value })} data-testid="filter-from" />
      <Input className="min-w-0" label={t('settlement.filters.to')} type="date" value={filters.to} min={filters.from || undefined} error={toError} onChange={(e) => onChange({ to: e.target.value })} data-testid="filter-to" />
      <Select
        className="min-w-0"
        label={t('settlement.filters.status')}
        placeholder={t('settlement.filters.allStatuses')}
        options={SETTLEMENT_STATUSES.map((s) => ({ value: s, label: t(`settlement.status.${s}`) }))}
        value={filters.status}
        error={errors.status}
        onChange={(e) => onChange({ status: isSettlementStatus(e.target.value) ? e.target.value : '' })}
        data-testid="filter-status"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-3">
        <p className="text-xs text-slate-500">{t('settlement.filters.hint')}</p>
        {activeFilterCount(filters) > 0 && (
          <Button variant="ghost" onClick={() => onChange({ ...EMPTY_FILTERS })} data-testid="settlement-filters-clear">
            {t('settlement.filters.clear')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
