import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';

/** The month is not closed: its figures may still change (this month so far, or an ended month HQ has not closed yet). */
export function ProvisionalBadge({ current }: { current: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status="provisional" tone="warning" testId="commission-provisional">
      {current ? t('commission.provisional') : t('commission.provisionalOpen')}
    </StatusBadge>
  );
}
