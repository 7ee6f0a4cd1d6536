import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import type { ProductStatus, PromoStatus } from '../api/types';

const TONES: Record<ProductStatus | PromoStatus, Tone> = {
  published: 'success',
  ongoing: 'success',
  scheduled: 'warning',
  upcoming: 'info',
  expired: 'neutral',
  suspended: 'danger',
};

/** Product (Active / Scheduled / Suspended) or package and combo status. */
export function CatalogueStatusBadge({ status }: { status: ProductStatus | PromoStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} tone={TONES[status]} testId="status-badge">
      {t(`catalogue.status.${status}`)}
    </StatusBadge>
  );
}
