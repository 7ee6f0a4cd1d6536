import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import { yearChoices } from '../logic/year';

/** The year shown: the seven up to last year (and one opened by address), newest first. */
export function YearPicker({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const { t } = useTranslation();
  const options = yearChoices(value).map((y) => ({ value: String(y), label: String(y) }));
  return <Select label={t('tax.hq.year')} options={options} value={String(value)} onChange={(e) => onChange(Number(e.target.value))} className="w-full sm:max-w-48" data-testid="cp58-year" />;
}
