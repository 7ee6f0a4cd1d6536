import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { FilePicker } from '@/components/FilePicker';
import { Input } from '@/components/Input';
import { PageTitle } from '@/components/PageTitle';
import { Switch } from '@/components/Switch';
import { Textarea } from '@/components/Textarea';
import { useCurrentUser } from '@/lib/current-user';
import { Loaded } from '@/components/Loaded';
import { failureText, firstServerError, placeServerErrors } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteNews, saveNews, setNewsPin, useNewsFeed, type NewsItem } from '../api';
import { isImageFile } from '@/lib/file-check';
import { FEED_FILE_TYPES, youtubeId, youtubeWatchUrl } from '../helpers';
import { holds } from '@/lib/access';
import { newsSchema, type NewsValues } from '../schemas';

/** /newsfeed: everyone reads; holders of post_content post, pin, edit and delete. */
export function NewsFeedPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const canPost = holds(user, 'post_content');
  const { data, error, mutate } = useNewsFeed();
  const [editing, setEditing] = useState<{ item: NewsItem | null } | null>(null);
  const removal = useConfirmAction(async (item: NewsItem) => {
    await mutate(await deleteNews(item.id), { revalidate: false });
  });
  const [pinning, setPinning] = useState<number | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  const onPin = async (item: NewsItem) => {
    setPinning(item.id);
    setListError(null);
    try {
      const list = await setNewsPin(item.id, !item.pinned);
      await mutate(list, { revalidate: false });
    } catch (err) {
      setListError(firstServerError(err));
    } finally {
      setPinning(null);
    }
  };

  return (
    <div className="mx-auto max-w-3xl" data-testid="newsfeed-page">
      <PageTitle
        actions={
          canPost && (
            <Button onClick={() => setEditing({ item: null })} data-testid="news-add">
              {t('marketing.news.add')}
            </Button>
          )
        }
      >
        {t('marketing.news.title')}
      </PageTitle>
      {listError && (
        <div className="mb-4">
          <FormMessage testId="news-error">{listError}</FormMessage>
        </div>
      )}
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(items) =>
          items.length === 0 ? (
            <Card>
              <p className="py-6 text-center text-slate-500" data-testid="no-data">
                {t('common.noData')}
              </p>
            </Card>
          ) : (
            <ul className="space-y-4" data-testid="news-list">
              {items.map((item) => (
                <li key={item.id} data-testid="news-item" data-pinned={item.pinned}>
                  <article className={`rounded-xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${item.pinned ? 'ring-primary/40' : 'ring-slate-200'}`}>
                    <header className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0 flex-1">
                        {item.pinned && (
                          <span className="mb-1 inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary" data-testid="news-pinned">
                            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="currentColor">
                              <path d="M16 3l5 5-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4z" />
                            </svg>
                            {t('marketing.news.pinned')}
                          </span>
                        )}
                        <h2 className="text-base font-semibold break-words text-slate-900" data-testid="news-subject">
                          {item.subject}
                        </h2>
                        <p className="text-xs text-slate-500">
                          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
                        </p>
                      </div>
                    </header>
                    <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-700" data-testid="news-content">
                      {item.content}
                    </p>
                    {item.fileUrl && <Attachment url={item.fileUrl} name={item.fileName ?? item.fileUrl} />}
                    {item.videoId && (
                      <a
                        href={youtubeWatchUrl(item.videoId)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-50 px-3 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-100"
                        data-testid="news-video"
                      >
                        <span aria-hidden="true">▶</span>
                        {t('marketing.news.watch')}
                        <span className="sr-only">({t('common.openInNewTab')})</span>
                      </a>
                    )}
                    {canPost && (
                      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                        <Button variant="secondary" loading={pinning === item.id} onClick={() => void onPin(item)} data-testid="news-pin">
                          {t(item.pinned ? 'marketing.news.unpin' : 'marketing.news.pin')}
                        </Button>
                        <Button variant="secondary" onClick={() => setEditing({ item })} data-testid="news-edit">
                          {t('setup.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          className="text-red-700 hover:bg-red-50"
                          onClick={() => removal.ask(item)}
                          data-testid="news-delete"
                        >
                          {t('setup.delete')}
                        </Button>
                      </div>
                    )}
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {editing && (
        <NewsDialog
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={async (list) => {
            await mutate(list, { revalidate: false });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('marketing.news.deleteTitle')}
        message={removal.target ? t('marketing.news.deleteMessage', { subject: removal.target.subject }) : undefined}
        confirmLabel={t('setup.delete')}
      />
    </div>
  );
}

function Attachment({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  if (isImageFile(url) || isImageFile(name)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="mt-3 block" data-testid="news-image">
        <img src={url} alt={name} loading="lazy" className="max-h-96 w-full rounded-lg bg-slate-50 object-contain ring-1 ring-slate-200" />
      </a>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      download={name}
      className="mt-3 flex min-h-11 items-center gap-2 rounded-lg bg-slate-50 px-3 text-sm font-medium text-primary ring-1 ring-slate-200 hover:bg-slate-100"
      data-testid="news-file"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={1.8}>
        <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6" />
      </svg>
      <span className="min-w-0 flex-1 truncate">{name}</span>
      <span className="shrink-0 text-xs text-slate-500">{t('marketing.news.openFile')}</span>
    </a>
  );
}

const NEWS_FIELDS = ['subject', 'content', 'video'] as const;

function NewsDialog({ item, onClose, onSaved }: { item: NewsItem | null; onClose: () => void; onSaved: (list: NewsItem[]) => Promise<void> }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewsValues>({
    resolver: zodResolver(newsSchema),
    defaultValues: { subject: item?.subject ?? '', content: item?.content ?? '', video: item?.videoId ?? '', pin: item?.pinned ?? false },
  });

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    setFileError(undefined);
    try {
      const list = await saveNews({
        id: item?.id,
        subject: v.subject.trim(),
        content: v.content.trim(),
        videoId: youtubeId(v.video) ?? '',
        pin: v.pin,
        file,
      });
      await onSaved(list);
    } catch (err) {
      let placed = placeServerErrors(err, setError, NEWS_FIELDS, { videoId: 'video' });
      placed = placeServerErrors(err, (_n: 'file', e) => setFileError(e.message), ['file']) || placed;
      if (!placed) setFormError(failureText(err));
    }
  });

  return (
    <Dialog open wide title={t(item ? 'marketing.news.editTitle' : 'marketing.news.addTitle')} onClose={onClose} testId="news-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Input label={t('marketing.news.subject')} maxLength={255} error={errorText(errors.subject?.message)} data-testid="news-subject-input" {...register('subject')} />
        <Textarea label={t('marketing.news.content')} rows={6} error={errorText(errors.content?.message)} data-testid="news-content-input" {...register('content')} />
        <FilePicker
          label={t('marketing.news.file')}
          hint={t('marketing.file.feedHint')}
          accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
          allowed={FEED_FILE_TYPES}
          file={file}
          onChange={(f) => {
            setFile(f);
            setFileError(undefined);
          }}
          current={item?.fileUrl ? { url: item.fileUrl, name: item.fileName ?? item.fileUrl } : null}
          error={errorText(fileError)}
          testId="news-file-input"
        />
        <Input
          label={t('marketing.news.video')}
          hint={t('marketing.news.videoHint')}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://www.youtube.com/watch?v=…"
          error={errorText(errors.video?.message)}
          data-testid="news-video-input"
          {...register('video')}
        />
        <Controller
          control={control}
          name="pin"
          render={({ field }) => (
            <Switch
              label={t('marketing.news.pinLabel')}
              hint={t('marketing.news.pinHint')}
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              data-testid="news-pin-input"
            />
          )}
        />
        {formError && <FormMessage testId="news-form-error">{formError}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="news-save">
            {t(item ? 'common.save' : 'marketing.news.post')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
