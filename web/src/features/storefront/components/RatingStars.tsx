import { useTranslation } from 'react-i18next';
import { ratingLabel, ratingValue, stars, type StarFill } from '../logic/rating';

const STAR = 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1-5.5-2.9-5.5 2.9 1-6.1L3 9.5l6.3-.9z';

/** One star, filled whole, half or not at all; `size` its Tailwind box ("h-5 w-5"). */
export function Star({ fill, size }: { fill: StarFill; size: string }) {
  return (
    <span className={`relative inline-block ${size}`} data-fill={fill}>
      <svg viewBox="0 0 24 24" className={`absolute inset-0 ${size} text-slate-300`} aria-hidden="true">
        <path d={STAR} fill="currentColor" />
      </svg>
      {fill !== 'empty' && (
        <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
          <svg viewBox="0 0 24 24" className={`${size} text-amber-400`} aria-hidden="true">
            <path d={STAR} fill="currentColor" />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Five stars, the average and the count; nothing before the first rating. */
export function RatingStars({ average, count, size = 'sm' }: { average: string | null; count: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const value = ratingValue(average, count);
  if (value === null) return null;
  const box = size === 'sm' ? 'h-3.5 w-3.5' : 'h-5 w-5';
  const label = ratingLabel(value);
  return (
    <span role="img" aria-label={t('storefront.rating.label', { value: label, count })} className="inline-flex items-center gap-1" data-testid="rating">
      <span className="inline-flex">
        {stars(value).map((fill, i) => (
          <Star key={i} fill={fill} size={box} />
        ))}
      </span>
      <span className={`${size === 'sm' ? 'text-xs' : 'text-sm'} text-slate-600`} aria-hidden="true">
        {label} ({count})
      </span>
    </span>
  );
}
