import { useTranslation } from 'react-i18next';
import type { CompanyStatus } from './api';

const STYLES: Record<CompanyStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  locked: 'bg-amber-100 text-amber-800 ring-amber-600/20',
  suspended: 'bg-red-100 text-red-800 ring-red-600/20',
};

export function StatusBadge({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
