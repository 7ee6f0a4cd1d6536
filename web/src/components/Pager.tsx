import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { pageCount } from '@/lib/paging';

/**
 * Previous / next with "Page x of y", and (with `summary`) "x–y of z" rows. With a single page there
 * is nothing to page: only the summary shows, or nothing without one.
 */
export function Pager({
  page,
  perPage,
  total,
  onPage,
  summary = false,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  summary?: boolean;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, perPage);
  if (pages <= 1 && !summary) return null;
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label={t('common.pager.label')} className="mt-4 flex flex-wrap items-center justify-between gap-2" data-testid="pager">
      {summary && (
        <p className="text-sm text-slate-600" data-testid="pager-summary">
          {t('common.pager.showing', { first, last, total })}
        </p>
      )}
      {pages > 1 && (
        <div className={`flex items-center gap-2 ${summary ? '' : 'w-full justify-between'}`}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
            {t('common.pager.previous')}
          </Button>
          <span className="text-sm text-slate-700" aria-live="polite" data-testid="pager-status">
            {t('common.pager.pageOf', { page, pages })}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
            {t('common.pager.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
