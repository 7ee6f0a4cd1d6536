import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import { periodChoices } from '../logic/period';
import { useCommissionTexts } from './use-commission-texts';

/** The month shown, chosen from the months with entries (newest first). */
export function PeriodPicker({ value, periods, onChange }: { value: string; periods: readonly string[]; onChange: (period: string) => void }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const options = periodChoices(periods, value).map((p) => ({ value: p, label: text.month(p) }));
  return (
    <Select
      label={t('commission.period')}
      options={options}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="mb-4 w-full sm:max-w-64 print:hidden"
      data-testid="commission-period"
    />
  );
}
