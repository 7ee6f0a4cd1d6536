import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import type { CommissionKind } from '../api/types';
import { COMMISSION_KINDS } from '../logic/kinds';
import { useCommissionTexts } from './use-commission-texts';

/** The kind whose entries are shown, chosen from every kind of the plan (a select: nine never fit a phone's width as tabs). */
export function KindPicker({ value, onChange }: { value: CommissionKind | null; onChange: (kind: CommissionKind) => void }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const options = COMMISSION_KINDS.map((k) => ({ value: k, label: text.kind(k) }));
  return (
    <Select
      label={t('commission.details.kind')}
      options={options}
      placeholder={value ? undefined : t('commission.details.chooseKind')}
      value={value ?? ''}
      onChange={(e) => {
        const kind = COMMISSION_KINDS.find((k) => k === e.target.value);
        if (kind) onChange(kind);
      }}
      className="mb-4 w-full sm:max-w-64 print:hidden"
      data-testid="commission-kind"
    />
  );
}
