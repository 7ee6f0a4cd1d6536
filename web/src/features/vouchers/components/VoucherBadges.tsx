import { useTranslation } from 'react-i18next';
import type { Voucher, VoucherStatus } from '../api/types';

const TONES: Record<VoucherStatus, string> = {
  ongoing: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  upcoming: 'bg-sky-50 text-sky-800 ring-sky-200',
  expired: 'bg-slate-100 text-slate-600 ring-slate-200',
  suspended: 'bg-red-50 text-red-800 ring-red-200',
};

/** Ongoing, upcoming, expired or suspended. */
export function VoucherStatusBadge({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status] ?? TONES.expired}`}
      data-testid="voucher-status"
      data-status={status}
    >
      {t(`vouchers.status.${status}`)}
    </span>
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
