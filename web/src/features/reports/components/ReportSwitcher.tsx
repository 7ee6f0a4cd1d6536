import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/Tabs';
import { REPORTS, type Report } from '../logic/reports';

/** One tab per report (scrolling sideways inside its own strip on phones). */
export function ReportSwitcher({ value, onChange }: { value: Report; onChange: (report: Report) => void }) {
  const { t } = useTranslation();
  return <Tabs label={t('reports.switcher')} value={value} onChange={(id) => onChange(id as Report)} tabs={REPORTS.map((r) => ({ id: r, label: t(`reports.report.${r}`) }))} />;
}
