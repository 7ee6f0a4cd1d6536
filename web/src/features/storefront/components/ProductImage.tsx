import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';

/**
 * A square product image, lazy-loaded, with its width and height given so the page does not jump when it
 * arrives; a placeholder when there is none.
 */
export function ProductImage({ src, alt, size, eager = false, className = '' }: { src: string | null; alt: string; size: number; eager?: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!src) {
    return (
      <span role="img" aria-label={`${alt}: ${t('storefront.grid.noImage')}`} className={`flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-400 ${className}`}>
        <Icon name="box" className="h-8 w-8" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`block aspect-square h-auto w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
