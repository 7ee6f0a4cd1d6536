import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { pageCount } from '../logic/filters';

/** Previous / next with "x–y of z" and "page x of y". */
export function Pager({ page, perPage, total, onPage }: { page: number; perPage: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, perPage);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label={t('agents.list.paging')} className="mt-4 flex flex-wrap items-center justify-between gap-2" data-testid="pager">
      <p className="text-sm text-slate-600" data-testid="pager-summary">
        {t('agents.list.showing', { first, last, total })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
          {t('agents.list.previous')}
        </Button>
        <span className="text-sm text-slate-700" aria-current="page">
          {t('agents.list.pageOf', { page, pages })}
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
          {t('agents.list.next')}
        </Button>
      </div>
    </nav>
  );
}
