import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { Icon } from '@/components/Icon';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { holds } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { useTiersByRank } from '@/features/agents/api/tiers';
import type { Tier } from '@/features/setup/api/types';
import { deleteFolder, useFolders, type MarketingFolder } from '../api/files';
import { FolderDialog } from '../components/FolderDialog';
import { holdsFiles, tierNames } from '../logic/files';

/**
 * /files/folders: HQ and staff who post content add, rename, choose the tiers of and delete folders
 * (one still holding files only after a second "delete its files too?"); agents read the folders
 * shared with them, each opening its files.
 */
export function FoldersPage() {
  const canManage = holds(useCurrentUser(), 'post_content');
  return <div className="mx-auto max-w-4xl min-w-0">{canManage ? <ManageFolders /> : <SharedFolders />}</div>;
}

function FolderLink({ folder }: { folder: MarketingFolder }) {
  return (
    <Link to={`/files?folder=${folder.id}`} className="inline-flex min-h-11 min-w-0 items-center gap-2 font-semibold break-words text-slate-900 hover:text-primary hover:underline" data-testid="folder-link">
      <Icon name="folder" className="h-5 w-5 shrink-0 text-primary" />
      <span className="min-w-0" data-testid="folder-row-name">
        {folder.name}
      </span>
    </Link>
  );
}

/** Agents: the folders their tier sees, read only. */
function SharedFolders() {
  const { t } = useTranslation();
  const { data, error, mutate } = useFolders();
  return (
    <>
      <PageTitle subtitle={t('files.folders.introAgent')}>{t('files.folders.title')}</PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(folders) =>
          folders.length === 0 ? (
            <EmptyState testId="no-folders">{t('files.noFolders')}</EmptyState>
          ) : (
            <Card className="p-0 sm:p-0">
              <ul className="divide-y divide-slate-100" data-testid="folder-list">
                {folders.map((f) => (
                  <li key={f.id} className="flex flex-wrap items-center justify-between gap-x-4 px-4 py-1 sm:px-6" data-testid="folder-row">
                    <FolderLink folder={f} />
                    <span className="text-sm text-slate-500" data-testid="folder-row-count">
                      {t('files.fileCount', { count: f.fileCount })}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          )
        }
      </Loaded>
    </>
  );
}

interface ForceDelete {
  folder: MarketingFolder;
  /** The server's words for the refusal. */
  message: string;
  /** How many files go with it (null: not known). */
  count: number | null;
}

/** HQ and staff who post content: every folder, with its tiers, to add, edit and delete. */
function ManageFolders() {
  const { t } = useTranslation();
  const { data, error, mutate } = useFolders();
  const { tiers } = useTiersByRank();
  const [editing, setEditing] = useState<{ folder: MarketingFolder | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const removed = async (folder: MarketingFolder) => {
    setNotice(t('files.folders.deleted', { name: folder.name }));
    await mutate((list) => list?.filter((f) => f.id !== folder.id));
  };

  const forced = useConfirmAction(async ({ folder }: ForceDelete) => deleteFolder(folder.id, true), { onDone: ({ folder }) => removed(folder) });
  const removal = useConfirmAction(
    async (folder: MarketingFolder): Promise<ForceDelete | null> => {
      try {
        await deleteFolder(folder.id);
        return null;
      } catch (err) {
        if (!holdsFiles(err)) throw err;
        // The list may be older than the folder's files: count them again before asking.
        const fresh = (await mutate().catch(() => undefined))?.find((f) => f.id === folder.id);
        const count = fresh?.fileCount ?? folder.fileCount;
        return { folder, message: err.message, count: count > 0 ? count : null };
      }
    },
    { onDone: (folder, force) => (force ? forced.ask(force) : removed(folder)) },
  );

  return (
    <>
      <LinkButton to="/files" variant="ghost" className="mb-2 -ml-2 px-2" data-testid="back-to-files">
        <span aria-hidden="true">←</span>
        {t('files.title')}
      </LinkButton>
      <PageTitle
        subtitle={t('files.folders.intro')}
        actions={
          <Button onClick={() => setEditing({ folder: null })} data-testid="folder-add">
            {t('files.folders.add')}
          </Button>
        }
      >
        {t('files.folders.title')}
      </PageTitle>
      {notice && (
        <div className="mb-4">
          <FormMessage kind="success" testId="folders-notice">
            {notice}
          </FormMessage>
        </div>
      )}
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(folders) =>
          folders.length === 0 ? (
            <EmptyState testId="no-folders">{t('files.folders.empty')}</EmptyState>
          ) : (
            <Card className="p-0 sm:p-0">
              <ul className="divide-y divide-slate-100" data-testid="folder-list">
                {folders.map((f) => (
                  <li key={f.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6" data-testid="folder-row">
                    <div className="min-w-0 flex-1">
                      <FolderLink folder={f} />
                      <p className="text-sm text-slate-600">
                        <span data-testid="folder-row-tiers">{seenBy(f, tiers, t)}</span>
                        <span aria-hidden="true"> · </span>
                        <span data-testid="folder-row-count">{t('files.fileCount', { count: f.fileCount })}</span>
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setEditing({ folder: f })} aria-label={t('files.folders.editNamed', { name: f.name })} data-testid="folder-edit">
                        {t('files.folders.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        className="flex-1 text-red-700 hover:bg-red-50 sm:flex-none"
                        onClick={() => removal.ask(f)}
                        aria-label={t('files.folders.deleteNamed', { name: f.name })}
                        data-testid="folder-delete"
                      >
                        {t('files.folders.delete')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          )
        }
      </Loaded>
      {editing && (
        <FolderDialog
          folder={editing.folder}
          tiers={tiers}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            setNotice(t('files.folders.saved', { name: saved.name }));
            await mutate((list) => upsert(list ?? [], saved));
          }}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('files.folders.deleteTitle')}
        message={removal.target ? t('files.folders.deleteMessage', { name: removal.target.name }) : undefined}
        confirmLabel={t('files.folders.delete')}
      />
      <ConfirmDialog
        {...forced.dialog}
        testId="force-dialog"
        title={t('files.folders.forceTitle')}
        message={
          forced.target && (
            <>
              <span className="block" data-testid="force-reason">
                {forced.target.message}
              </span>
              <span className="mt-2 block font-medium text-slate-800" data-testid="force-question">
                {forced.target.count === null ? t('files.folders.forceQuestionAll') : t('files.folders.forceQuestion', { count: forced.target.count })}
              </span>
            </>
          )
        }
        confirmLabel={t('files.folders.forceConfirm')}
      />
    </>
  );
}

/** "Every tier", or the tiers' names (while the tiers load: loading). */
function seenBy(folder: MarketingFolder, tiers: Tier[] | undefined, t: TFunction): string {
  const names = tierNames(folder.tierIds, tiers);
  if (names === null) return t('files.folders.everyTier');
  return tiers === undefined ? t('common.loading') : t('files.folders.seenBy', { tiers: names.join(', ') });
}

/** The list with the saved folder in place (or added), by name as the server sorts. */
function upsert(list: MarketingFolder[], saved: MarketingFolder): MarketingFolder[] {
  const rest = list.filter((f) => f.id !== saved.id);
  return [...rest, saved].sort((a, b) => a.name.localeCompare(b.name));
}
