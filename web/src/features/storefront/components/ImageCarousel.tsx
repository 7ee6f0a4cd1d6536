import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from './ProductImage';

/**
 * The product's images side by side in a strip that snaps one image at a time: swipe on a phone, the
 * dots (or the keyboard's arrows in the focused strip) anywhere. The first image loads at once, the
 * others when they come near.
 */
export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);

  if (images.length <= 1) {
    return (
      <div className="overflow-hidden rounded-xl ring-1 ring-slate-200" data-testid="product-images">
        <ProductImage src={images[0] ?? null} alt={name} size={800} eager />
      </div>
    );
  }

  const show = (i: number) => {
    setShown(i);
    const el = strip.current;
    el?.scrollTo?.({ left: i * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className="space-y-2" data-testid="product-images">
      <ul
        ref={strip}
        tabIndex={0}
        aria-label={t('storefront.product.images')}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setShown(Math.round(el.scrollLeft / el.clientWidth));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl ring-1 ring-slate-200 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary [&::-webkit-scrollbar]:hidden"
      >
        {images.map((src, i) => (
          <li key={`${i}-${src}`} className="w-full shrink-0 snap-center snap-always">
            <ProductImage src={src} alt={i === 0 ? name : `${name} (${i + 1}/${images.length})`} size={800} eager={i === 0} />
          </li>
        ))}
      </ul>
      <div className="flex justify-center gap-1">
        {images.map((src, i) => (
          <button
            key={`${i}-${src}`}
            type="button"
            aria-label={t('storefront.product.showImage', { n: i + 1, count: images.length })}
            aria-current={i === shown ? 'true' : undefined}
            onClick={() => show(i)}
            className="inline-flex h-11 w-7 items-center justify-center focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span className={`block h-2 rounded-full transition-all ${i === shown ? 'w-5 bg-primary' : 'w-2 bg-slate-300'}`} aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  );
}
