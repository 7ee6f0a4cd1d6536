import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';

/** A month open (its figures may still change) or closed into statements. */
export function PeriodStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return status === 'closed' ? (
    <StatusBadge status="closed" tone="success" testId="period-status">
      {t('commission.close.closed')}
    </StatusBadge>
  ) : (
    <StatusBadge status={status} tone="warning" testId="period-status">
      {t('commission.close.open')}
    </StatusBadge>
  );
}
