import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import { periodChoices, recentPeriods, thisPeriod } from '@/lib/period';
import { useRankingTexts } from './use-ranking-texts';

/** How many months back the score ranking and the gameplan offer. */
export const REPORT_MONTHS = 12;

/** The month shown: this month and the eleven before it (and one opened by address), newest first. */
export function MonthPicker({ value, onChange, testId }: { value: string; onChange: (period: string) => void; testId: string }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  const options = periodChoices(recentPeriods(thisPeriod(), REPORT_MONTHS), value).map((p) => ({ value: p, label: text.month(p) }));
  return <Select label={t('rankings.month')} options={options} value={value} onChange={(e) => onChange(e.target.value)} className="w-full sm:max-w-64" data-testid={testId} />;
}
