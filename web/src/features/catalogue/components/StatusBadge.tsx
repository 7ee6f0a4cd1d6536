import { useTranslation } from 'react-i18next';
import type { ProductStatus, PromoStatus } from '../api/types';

const TONES: Record<ProductStatus | PromoStatus, string> = {
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ongoing: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  scheduled: 'bg-amber-50 text-amber-800 ring-amber-200',
  upcoming: 'bg-sky-50 text-sky-800 ring-sky-200',
  expired: 'bg-slate-100 text-slate-600 ring-slate-200',
  suspended: 'bg-red-50 text-red-800 ring-red-200',
};

/** Product (Active / Scheduled / Suspended) or package and combo status. */
export function StatusBadge({ status }: { status: ProductStatus | PromoStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status]}`} data-testid="status-badge" data-status={status}>
      {t(`catalogue.status.${status}`)}
    </span>
  );
}

/** A small neutral tag (Preorder, First order only, …). */
export function Tag({ children, testId }: { children: string; testId?: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700" data-testid={testId}>
      {children}
    </span>
  );
}
