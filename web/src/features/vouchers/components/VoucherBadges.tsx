import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import type { Voucher, VoucherStatus } from '../api/types';

const TONES: Record<VoucherStatus, Tone> = { ongoing: 'success', upcoming: 'info', expired: 'neutral', suspended: 'danger' };

/** Ongoing, upcoming, expired or suspended. */
export function VoucherStatusBadge({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} tone={TONES[status] ?? 'neutral'} testId="voucher-status">
      {t(`vouchers.status.${status}`)}
    </StatusBadge>
  );
}

/** Free shipping, first order only, package only: the conditions that are on. */
export function VoucherFlags({ voucher }: { voucher: Pick<Voucher, 'freeShipping' | 'firstOrder' | 'package'> }) {
  const { t } = useTranslation();
  const flags = [
    voucher.freeShipping && { key: 'freeShipping', label: t('vouchers.badges.freeShipping') },
    voucher.firstOrder && { key: 'firstOrder', label: t('vouchers.badges.firstOrder') },
    voucher.package && { key: 'package', label: t('vouchers.badges.package') },
  ].filter((f): f is { key: string; label: string } => Boolean(f));
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" data-testid="voucher-flags">
      {flags.map((f) => (
        <li key={f.key} className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200" data-testid={`voucher-flag-${f.key}`}>
          {f.label}
        </li>
      ))}
    </ul>
  );
}
