import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { pageCount } from '../logic/query';

/** Previous / next with "x–y of z". */
export function Pager({ page, perPage, total, onPage }: { page: number; perPage: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, perPage);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label={t('orders.list.paging')} className="mt-4 flex flex-wrap items-center justify-between gap-2" data-testid="orders-pager">
      <p className="text-sm text-slate-600">{t('orders.list.showing', { first, last, total })}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="orders-prev">
            {t('orders.list.previous')}
          </Button>
          <span className="text-sm text-slate-700">{t('orders.list.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="orders-next">
            {t('orders.list.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
