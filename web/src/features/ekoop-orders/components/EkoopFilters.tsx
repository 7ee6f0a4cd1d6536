import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import type { EkoopClass } from '../api/types';
import { byName, schoolsOf } from '../logic/group';
import type { EkoopQuery } from '../logic/query';

/** A class's value in the class filter: its store and its name (the same class name may be at two schools). */
const classValue = (storeId: number, className: string) => `${storeId}|${className}`;

/**
 * The school (shown when there is more than one) and class filters. Choosing a class also chooses its
 * school; choosing another school clears the class.
 */
export function EkoopFilters({ query, classes, onChange }: { query: EkoopQuery; classes: EkoopClass[]; onChange: (patch: Partial<EkoopQuery>) => void }) {
  const { t } = useTranslation();
  const schools = schoolsOf(classes);
  const several = schools.length > 1;
  const shown = classes
    .filter((c) => query.storeId === null || c.storeId === query.storeId)
    .sort((a, b) => byName(a.schoolName, b.schoolName) || byName(a.className, b.className));
  const classOptions = shown.map((c) => ({
    value: classValue(c.storeId, c.className),
    label: [
      c.className || t('orders.ekoop.list.noClass'),
      several && query.storeId === null ? ` · ${c.schoolName}` : '',
      c.waiting > 0 ? ` (${t('orders.ekoop.list.waiting', { count: c.waiting })})` : '',
    ].join(''),
  }));
  // A class in the address that is not among the classes (yet) keeps its own entry, so the select shows it.
  const match = shown.find((c) => c.className === query.className);
  const current = !query.className ? '' : match ? classValue(match.storeId, match.className) : classValue(query.storeId ?? 0, query.className);
  if (current && !classOptions.some((o) => o.value === current)) classOptions.unshift({ value: current, label: query.className });

  const onClass = (value: string) => {
    if (!value) return onChange({ className: '' });
    const at = value.indexOf('|');
    const storeId = Number(value.slice(0, at));
    onChange({ className: value.slice(at + 1), storeId: storeId > 0 ? storeId : query.storeId });
  };

  return (
    <div className={`mb-3 grid gap-3 ${several ? 'sm:grid-cols-2' : 'sm:max-w-sm'}`} data-testid="ekoop-filters">
      {several && (
        <Select
          label={t('orders.ekoop.filters.school')}
          placeholder={t('orders.ekoop.filters.allSchools')}
          options={schools.map((s) => ({ value: String(s.storeId), label: s.schoolName }))}
          value={query.storeId ? String(query.storeId) : ''}
          onChange={(e) => onChange({ storeId: Number(e.target.value) || null, className: '' })}
          data-testid="ekoop-filter-school"
        />
      )}
      <Select
        label={t('orders.ekoop.filters.class')}
        placeholder={t('orders.ekoop.filters.allClasses')}
        options={classOptions}
        value={current}
        onChange={(e) => onClass(e.target.value)}
        data-testid="ekoop-filter-class"
      />
    </div>
  );
}
