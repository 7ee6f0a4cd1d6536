import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Thumb } from '../Thumb';

/** The cover and the extra images: one large, the others as thumbnails to switch to. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)] ?? null;
  return (
    <div className="space-y-2" data-testid="gallery">
      <Thumb src={current} alt={name} size="fill" className="rounded-xl" />
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((src, i) => (
            <li key={`${i}-${src}`} className="shrink-0">
              <button
                type="button"
                aria-label={t('catalogue.preview.showImage', { n: i + 1 })}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
                className={`block rounded-lg ring-2 ${i === shown ? 'ring-primary' : 'ring-transparent'}`}
              >
                <Thumb src={src} size="md" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
