import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import type { Tier } from '@/features/setup/api/types';
import { saveFolder, type MarketingFolder } from '../api/files';
import { FOLDER_NAME_MAX } from '../logic/files';
import { folderSchema, type FolderValues } from '../logic/schemas';

/** Adds a folder (no `folder`) or edits one: its name and the tiers that see it (none ticked: every tier). */
export function FolderDialog({
  folder,
  tiers,
  onClose,
  onSaved,
}: {
  folder: MarketingFolder | null;
  /** By rank; undefined while they load. */
  tiers: Tier[] | undefined;
  onClose: () => void;
  onSaved: (folder: MarketingFolder) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const tiersId = useId();
  const form = useForm<FolderValues>({
    resolver: zodResolver(folderSchema),
    defaultValues: { name: folder?.name ?? '', tierIds: folder?.tierIds ?? [] },
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const chosen = useWatch({ control, name: 'tierIds' });
  const { onSubmit, error } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveFolder({ ...(folder ? { id: folder.id } : {}), name: v.name.trim(), tierIds: v.tierIds });
      await onSaved(saved);
    },
    { fields: ['name', 'tierIds'] },
  );

  // A tier the folder names that is gone from the list still shows, so that it can be unticked.
  const options = [...(tiers ?? []).map((tier) => ({ id: tier.level_id, name: tier.levelName }))];
  for (const id of folder?.tierIds ?? []) if (!options.some((o) => o.id === id)) options.push({ id, name: `#${id}` });

  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id);
    setValue('tierIds', next, { shouldDirty: true });
  };

  const tiersError = errorText(errors.tierIds?.message);
  return (
    <Dialog open wide title={t(folder ? 'files.folders.editTitle' : 'files.folders.addTitle')} onClose={onClose} testId="folder-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Input label={t('files.folders.name')} maxLength={FOLDER_NAME_MAX} error={errorText(errors.name?.message)} data-testid="folder-name-input" {...register('name')} />
        <fieldset className="min-w-0" aria-describedby={tiersError ? `${tiersId}-error` : `${tiersId}-hint`} data-testid="folder-tiers">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('files.folders.tiers')}</legend>
          <p id={`${tiersId}-hint`} className="mb-2 text-xs text-slate-500">
            {t('files.folders.tiersHint')}
          </p>
          {tiers === undefined && options.length === 0 ? (
            <p className="text-sm text-slate-500">{t('common.loading')}</p>
          ) : options.length === 0 ? (
            <p className="text-sm text-slate-500" data-testid="folder-no-tiers">
              {t('files.folders.noTiers')}
            </p>
          ) : (
            <div className="grid gap-x-4 sm:grid-cols-2">
              {options.map((o) => (
                <label key={o.id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 rounded border-slate-300 accent-primary"
                    checked={chosen.includes(o.id)}
                    onChange={(e) => toggle(o.id, e.target.checked)}
                    data-testid={`folder-tier-${o.id}`}
                  />
                  <span className="min-w-0 break-words">{o.name}</span>
                </label>
              ))}
            </div>
          )}
          <p className="mt-1 text-xs font-medium text-slate-600" data-testid="folder-tiers-summary">
            {chosen.length === 0 ? t('files.folders.everyTier') : t('files.folders.chosen', { count: chosen.length })}
          </p>
          <FieldError id={`${tiersId}-error`} message={tiersError} />
        </fieldset>
        {error && <FormMessage testId="folder-error">{error}</FormMessage>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="folder-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
