import { useTranslation } from 'react-i18next';
import { FilePicker, type FilePickerProps } from '@/components/FilePicker';
import { IMAGE_ACCEPT, IMAGE_TYPES } from '@/lib/file-check';

/**
 * Chooses one picture (JPEG or PNG, at most 5 MB) with the shared picker in the stores' words, refusing any
 * other file before it is sent, and shows a preview. `current` is the picture already saved (a store's logo).
 */
export function ImagePicker({ current, ...props }: Omit<FilePickerProps, 'accept' | 'allowed' | 'maxBytes' | 'current' | 'texts'> & { current?: string | null }) {
  const { t } = useTranslation();
  return (
    <FilePicker
      {...props}
      accept={IMAGE_ACCEPT}
      allowed={IMAGE_TYPES}
      current={current ? { url: current } : null}
      texts={{
        choose: t('stores.image.choose'),
        none: t('stores.image.none'),
        clear: t('stores.image.clear'),
        preview: t('stores.image.preview'),
        badType: t('stores.image.badType'),
        tooLarge: t('stores.image.tooLarge'),
        empty: t('stores.image.empty'),
      }}
    />
  );
}
