import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { Textarea } from '@/components/Textarea';
import { useCurrentUser } from '@/lib/current-user';
import { Loaded } from '@/components/Loaded';
import { failureText, placeServerErrors } from '@/lib/form';
import { formatDate, initials } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteHallOfFame, saveHallOfFame, useHallOfFame, type HallOfFameEntry } from '../api';
import { holds } from '@/lib/access';
import { IMAGE_ACCEPT, IMAGE_TYPES } from '@/lib/file-check';
import { todayInKualaLumpur } from '../helpers';
import { hofSchema, type HallOfFameValues } from '../schemas';

/** /score-ranking/hall-of-fame: cards for everyone; holders of setup_hall_of_fame add, edit and delete. */
export function HallOfFamePage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const canEdit = holds(user, 'setup_hall_of_fame');
  const { data, error, mutate } = useHallOfFame();
  const [editing, setEditing] = useState<{ item: HallOfFameEntry | null } | null>(null);
  const removal = useConfirmAction(async (item: HallOfFameEntry) => {
    await mutate(await deleteHallOfFame(item.id), { revalidate: false });
  });

  return (
    <div className="mx-auto max-w-6xl" data-testid="hof-page">
      <PageTitle
        subtitle={t('marketing.hof.intro')}
        actions={
          canEdit && (
            <Button onClick={() => setEditing({ item: null })} data-testid="hof-add">
              {t('marketing.hof.add')}
            </Button>
          )
        }
      >
        {t('marketing.hof.title')}
      </PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(items) =>
          items.length === 0 ? (
            <Card>
              <p className="py-6 text-center text-slate-500" data-testid="no-data">
                {t('common.noData')}
              </p>
            </Card>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="hof-list">
              {items.map((item) => (
                <li key={item.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="hof-card">
                  <div className="flex aspect-[4/3] items-center justify-center bg-slate-100">
                    {item.imageUrl ? (
                      <img src={item.imageUrl} alt={item.userName} loading="lazy" className="h-full w-full object-cover" />
                    ) : (
                      <span aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-full bg-primary/15 text-2xl font-bold text-primary">
                        {initials(item.userName)}
                      </span>
                    )}
                  </div>
                  <div className="flex flex-1 flex-col p-4">
                    <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
                      <time dateTime={item.date}>{formatDate(item.date, i18n.language)}</time>
                    </p>
                    <h2 className="mt-1 text-base font-semibold break-words text-slate-900" data-testid="hof-title">
                      {item.title}
                    </h2>
                    <p className="text-sm font-medium text-primary" data-testid="hof-user">
                      {item.userName}
                    </p>
                    <p className="mt-2 flex-1 text-sm break-words whitespace-pre-line text-slate-700">{item.achievement}</p>
                    {canEdit && (
                      <div className="mt-3 flex gap-2 border-t border-slate-100 pt-3">
                        <Button variant="secondary" onClick={() => setEditing({ item })} data-testid="hof-edit">
                          {t('setup.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          className="text-red-700 hover:bg-red-50"
                          onClick={() => removal.ask(item)}
                          data-testid="hof-delete"
                        >
                          {t('setup.delete')}
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {editing && (
        <HallOfFameDialog
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
        title={t('marketing.hof.deleteTitle')}
        message={removal.target ? t('marketing.hof.deleteMessage', { title: removal.target.title }) : undefined}
        confirmLabel={t('setup.delete')}
      />
    </div>
  );
}

const HOF_FIELDS = ['title', 'date', 'userName', 'achievement'] as const;

function HallOfFameDialog({
  item,
  onClose,
  onSaved,
}: {
  item: HallOfFameEntry | null;
  onClose: () => void;
  onSaved: (list: HallOfFameEntry[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HallOfFameValues>({
    resolver: zodResolver(hofSchema),
    defaultValues: {
      title: item?.title ?? '',
      date: item?.date ?? todayInKualaLumpur(),
      userName: item?.userName ?? '',
      achievement: item?.achievement ?? '',
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    setImageError(undefined);
    try {
      const list = await saveHallOfFame({
        id: item?.id,
        title: v.title.trim(),
        date: v.date,
        userName: v.userName.trim(),
        achievement: v.achievement.trim(),
        image,
      });
      await onSaved(list);
    } catch (err) {
      let placed = placeServerErrors(err, setError, HOF_FIELDS);
      placed = placeServerErrors(err, (_n: 'image', e) => setImageError(e.message), ['image']) || placed;
      if (!placed) setFormError(failureText(err));
    }
  });

  return (
    <Dialog open wide title={t(item ? 'marketing.hof.editTitle' : 'marketing.hof.addTitle')} onClose={onClose} testId="hof-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Input label={t('marketing.hof.fields.title')} maxLength={255} error={errorText(errors.title?.message)} data-testid="hof-title-input" {...register('title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t('marketing.hof.fields.userName')} maxLength={255} error={errorText(errors.userName?.message)} data-testid="hof-user-input" {...register('userName')} />
          <Input type="date" label={t('marketing.hof.fields.date')} error={errorText(errors.date?.message)} data-testid="hof-date-input" {...register('date')} />
        </div>
        <Textarea label={t('marketing.hof.fields.achievement')} rows={4} error={errorText(errors.achievement?.message)} data-testid="hof-achievement-input" {...register('achievement')} />
        <FilePicker
          label={t('marketing.hof.fields.image')}
          hint={t('marketing.file.imageHint')}
          accept={IMAGE_ACCEPT}
          allowed={IMAGE_TYPES}
          file={image}
          onChange={(f) => {
            setImage(f);
            setImageError(undefined);
          }}
          current={item?.imageUrl ? { url: item.imageUrl, name: t('marketing.hof.currentImage') } : null}
          error={errorText(imageError)}
          testId="hof-image-input"
        />
        {formError && <FormMessage testId="hof-form-error">{formError}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="hof-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
