import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { pageCount } from '../logic/numbers';

/** Previous / next with "Page x of y". */
export function Pager({ page, perPage, total, onPage }: { page: number; perPage: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('catalogue.common.pagination')} className="mt-4 flex items-center justify-between gap-2" data-testid="pager">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
        {t('catalogue.common.previous')}
      </Button>
      <span className="text-sm text-slate-600" aria-live="polite" data-testid="pager-status">
        {t('catalogue.common.pageOf', { page, pages })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {t('catalogue.common.next')}
      </Button>
    </nav>
  );
}
