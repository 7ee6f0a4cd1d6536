import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ImagePicker } from '../ImagePicker';
import { Thumb } from '../Thumb';

/**
 * The combo's cover: a saved combo uploads at once (`onUpload`); a new one keeps the chosen file
 * (`pending`) until the combo is created.
 */
export function ComboCover({
  current,
  pending,
  onPending,
  onUpload,
  busy,
  error,
}: {
  current: string | null;
  pending: File | null;
  onPending?: (file: File | null) => void;
  onUpload?: (file: File) => void;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const url = URL.createObjectURL(pending);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL exists only while the file is chosen
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [pending]);
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="combo-cover">
      <Thumb src={(pending ? preview : null) ?? current} alt={t('catalogue.combo.cover')} size="lg" />
      <div className="space-y-1">
        <ImagePicker
          label={t(current || pending ? 'catalogue.images.replace' : 'catalogue.images.upload')}
          busy={busy}
          error={error}
          onPick={(file) => (onUpload ? onUpload(file) : onPending?.(file))}
          testId="combo-cover-input"
        />
        {pending && onPending && (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onPending(null)}>
            {t('catalogue.common.remove')}
          </Button>
        )}
        {pending && <p className="text-xs text-slate-500">{t('catalogue.combo.coverAfterSave')}</p>}
      </div>
    </div>
  );
}
