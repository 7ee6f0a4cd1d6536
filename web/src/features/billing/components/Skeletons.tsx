import { useTranslation } from 'react-i18next';

const bar = 'rounded bg-slate-200';

/** A card of facts while it loads. */
export function BlockSkeleton({ testId = 'block-loading', tall = false }: { testId?: string; tall?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className={`animate-pulse space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 ${tall ? 'min-h-72' : ''}`} data-testid={testId}>
      <div className={`h-3 w-24 ${bar}`} />
      <div className={`h-7 w-40 ${bar}`} />
      <div className={`h-3 w-full ${bar}`} />
      <div className={`h-3 w-5/6 ${bar}`} />
      {tall && <div className={`h-3 w-2/3 ${bar}`} />}
    </div>
  );
}

/** Rows of the invoice list while they load. */
export function RowsSkeleton({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <ul role="status" aria-label={t('common.loading')} className="animate-pulse divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="rows-loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex items-center justify-between gap-4 p-4">
          <div className="min-w-0 flex-1 space-y-2">
            <div className={`h-4 w-1/2 ${bar}`} />
            <div className={`h-3 w-1/3 ${bar}`} />
          </div>
          <div className="space-y-2">
            <div className={`h-4 w-20 ${bar}`} />
            <div className={`h-4 w-14 ${bar}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Plan cards while they load. */
export function CardsSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid animate-pulse gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="cards-loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <div className={`h-4 w-1/2 ${bar}`} />
          <div className={`h-8 w-2/3 ${bar}`} />
          <div className={`h-3 w-full ${bar}`} />
          <div className={`h-3 w-5/6 ${bar}`} />
          <div className={`h-11 w-full ${bar}`} />
        </div>
      ))}
    </div>
  );
}
