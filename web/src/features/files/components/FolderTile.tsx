import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import type { MarketingFolder } from '../api/files';

/** A folder in the grid: its name and how many files it holds; opens its files (kept in the address). */
export function FolderTile({ folder }: { folder: MarketingFolder }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/files?folder=${folder.id}`}
      className="flex h-full min-h-32 min-w-0 flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-2 hover:ring-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-testid="folder-tile"
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon name="folder" className="h-6 w-6" />
      </span>
      <span className="line-clamp-2 font-semibold break-words text-slate-900" data-testid="folder-name">
        {folder.name}
      </span>
      <span className="mt-auto text-sm text-slate-500" data-testid="folder-count">
        {t('files.fileCount', { count: folder.fileCount })}
      </span>
    </Link>
  );
}
