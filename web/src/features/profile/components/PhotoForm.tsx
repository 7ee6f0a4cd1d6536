import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { setCachedUser } from '@/features/auth/api/get-user';
import type { UserDetail } from '@/lib/types';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, uploadPhoto } from '../api/update-profile';

/** Checks a chosen photo on the client as the server does (JPEG/PNG, ≤ 5 MB); returns a locale key or null. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'profile.photoBadType';
  if (file.size > MAX_PHOTO_BYTES) return 'profile.photoTooLarge';
  return null;
}

export function PhotoForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onPick = (picked: File | undefined) => {
    setStatus(null);
    setFile(null);
    setPreview(null);
    if (!picked) return;
    const problem = photoProblem(picked);
    if (problem) {
      setStatus({ kind: 'error', text: t(problem) });
      return;
    }
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };

  const onUpload = async () => {
    if (!file) return;
    setBusy(true);
    setStatus(null);
    try {
      const updated = await uploadPhoto(file);
      await setCachedUser(updated);
      setFile(null);
      setPreview(null);
      setStatus({ kind: 'success', text: t('common.saved') });
    } catch (err) {
      setStatus({ kind: 'error', text: err instanceof Error ? err.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="photo-form">
      <div className="flex items-center gap-4">
        {preview ? (
          <img src={preview} alt={t('profile.photoPreview')} className="h-24 w-24 rounded-full object-cover ring-2 ring-primary" data-testid="photo-preview" />
        ) : (
          <Avatar name={user.name} src={user.photo_url} size={96} alt={t('profile.photoAlt')} />
        )}
        <div className="space-y-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-primary">
            {t('profile.photoChoose')}
            <input
              type="file"
              accept="image/jpeg,image/png"
              className="sr-only"
              data-testid="photo-input"
              onChange={(e) => onPick(e.target.files?.[0])}
            />
          </label>
          <p className="text-xs text-slate-500">{t('profile.photoHint')}</p>
        </div>
      </div>
      {status && <FormMessage kind={status.kind} testId={`photo-${status.kind}`}>{status.text}</FormMessage>}
      <Button onClick={onUpload} disabled={!file} loading={busy} data-testid="photo-upload">
        {t('profile.photoUpload')}
      </Button>
    </div>
  );
}
