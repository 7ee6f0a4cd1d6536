import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { holds } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteFile, FOLDERS_KEY, useFolderFiles, useFolders, type MarketingFile } from '../api/files';
import { FileCard } from '../components/FileCard';
import { FolderNotFound } from '../components/FolderNotFound';
import { FolderTile } from '../components/FolderTile';
import { UploadDialog } from '../components/UploadDialog';
import { folderParam, isNotFound } from '../logic/files';

/**
 * /files: the folders the user sees as tiles; a chosen folder (`?folder=12`, kept in the address)
 * lists its files to download. HQ and staff who post content also upload and delete files.
 */
export function FilesPage() {
  const [params] = useSearchParams();
  const folder = folderParam(params.get('folder'));
  return <div className="mx-auto max-w-6xl min-w-0">{folder === null ? <FolderGrid /> : <FolderFiles folderId={folder} />}</div>;
}

function FolderGrid() {
  const { t } = useTranslation();
  const canManage = holds(useCurrentUser(), 'post_content');
  const { data, error, mutate } = useFolders();
  return (
    <>
      <PageTitle
        subtitle={t('files.intro')}
        actions={
          canManage && (
            <LinkButton to="/files/folders" data-testid="manage-folders">
              {t('files.manageFolders')}
            </LinkButton>
          )
        }
      >
        {t('files.title')}
      </PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(folders) =>
          folders.length === 0 ? (
            <EmptyState testId="no-folders">{t(canManage ? 'files.noFoldersManager' : 'files.noFolders')}</EmptyState>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="folder-grid">
              {folders.map((f) => (
                <li key={f.id} className="min-w-0">
                  <FolderTile folder={f} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function FolderFiles({ folderId }: { folderId: number | 'invalid' }) {
  const { t } = useTranslation();
  const canManage = holds(useCurrentUser(), 'post_content');
  const { mutate: revalidate } = useSWRConfig();
  const id = folderId === 'invalid' ? null : folderId;
  const folders = useFolders();
  const files = useFolderFiles(id);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const removal = useConfirmAction(async (file: MarketingFile) => deleteFile(file.id), {
    onDone: async (file) => {
      setNotice(t('files.file.deleted', { name: file.name }));
      void files.mutate((list) => list?.filter((f) => f.id !== file.id));
      void revalidate(FOLDERS_KEY);
    },
  });

  const back = (
    <Link to="/files" className="mb-2 inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline" data-testid="all-folders">
      <span aria-hidden="true" className="mr-1">
        ←
      </span>
      {t('files.allFolders')}
    </Link>
  );

  if (id === null || isNotFound(files.error)) {
    return (
      <>
        {back}
        <PageTitle>{t('files.notFound.title')}</PageTitle>
        <FolderNotFound />
      </>
    );
  }

  const folder = folders.data?.find((f) => f.id === id);
  const count = files.data?.length ?? folder?.fileCount;
  return (
    <>
      {back}
      <PageTitle
        subtitle={count === undefined ? undefined : t('files.fileCount', { count })}
        actions={
          canManage &&
          files.data && (
            <Button onClick={() => setUploading(true)} data-testid="upload-open">
              {t('files.upload.open')}
            </Button>
          )
        }
      >
        {folder?.name ?? t('files.folder')}
      </PageTitle>
      {notice && (
        <div className="mb-4">
          <FormMessage kind="success" testId="files-notice">
            {notice}
          </FormMessage>
        </div>
      )}
      <Loaded data={files.data} error={files.error} retry={() => void files.mutate()}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState testId="no-files">{t('files.noFiles')}</EmptyState>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="file-grid">
              {list.map((f) => (
                <li key={f.id} className="min-w-0">
                  <FileCard file={f} onDelete={canManage ? removal.ask : undefined} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {uploading && (
        <UploadDialog
          folder={{ id, name: folder?.name ?? t('files.folder') }}
          onClose={() => setUploading(false)}
          onUploaded={async (file) => {
            setUploading(false);
            setNotice(t('files.upload.done', { name: file.name }));
            void files.mutate((list) => [file, ...(list ?? []).filter((f) => f.id !== file.id)]);
            void revalidate(FOLDERS_KEY);
          }}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('files.file.deleteTitle')}
        message={removal.target ? t('files.file.deleteMessage', { name: removal.target.name }) : undefined}
        confirmLabel={t('files.file.delete')}
      />
    </>
  );
}
