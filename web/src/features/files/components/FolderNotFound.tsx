import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { LinkButton } from '@/components/LinkButton';

/** A folder the user cannot see: another tier's, deleted, or an address that names none. */
export function FolderNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md rounded-xl bg-white px-4 py-10 text-center shadow-sm ring-1 ring-slate-200" data-testid="folder-not-found">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="folder" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('files.notFound.title')}</h2>
      <p className="mt-2 text-sm text-slate-600">{t('files.notFound.text')}</p>
      <LinkButton to="/files" variant="primary" className="mt-6" data-testid="folder-not-found-back">
        {t('files.notFound.back')}
      </LinkButton>
    </section>
  );
}
