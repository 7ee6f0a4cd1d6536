import { useTranslation } from 'react-i18next';
import { Button } from './Button';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / "page 2 of 5" / next. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={t('pagination.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← {t('pagination.previous')}
      </Button>
      <span className="text-sm text-slate-600">{t('pagination.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')} →
      </Button>
    </nav>
  );
}
