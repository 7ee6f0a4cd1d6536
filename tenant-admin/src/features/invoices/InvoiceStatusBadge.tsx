import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/Badge';
import { statusTone } from './rules';

export function InvoiceStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={statusTone(status)}>{t(`invoices.status.${status}`, { defaultValue: status })}</Badge>;
}
