import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';

/** A square product image, or a placeholder when there is none. */
export function Thumb({ src, alt = '', size = 'md', className = '' }: { src: string | null | undefined; alt?: string; size?: 'sm' | 'md' | 'lg' | 'fill'; className?: string }) {
  const { t } = useTranslation();
  const box = size === 'sm' ? 'h-10 w-10' : size === 'md' ? 'h-14 w-14' : size === 'lg' ? 'h-24 w-24' : 'aspect-square w-full';
  if (src) return <img src={src} alt={alt} loading="lazy" className={`${box} shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200 ${className}`} />;
  return (
    <span role="img" aria-label={alt ? `${alt}: ${t('catalogue.common.noImage')}` : t('catalogue.common.noImage')} className={`${box} inline-flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 ring-1 ring-slate-200 ${className}`}>
      <Icon name="box" className={size === 'sm' ? 'h-4 w-4' : 'h-6 w-6'} />
    </span>
  );
}
