import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from './RatingStars';

const VALUES = [1, 2, 3, 4, 5] as const;

/**
 * Choosing 1 to 5 stars: five radio buttons drawn as stars (the keyboard's arrows move between them),
 * each named "3 stars"; the stars up to the chosen one are filled.
 */
export function StarInput({ label, value, onChange, disabled = false, testId }: { label: string; value: number | null; onChange: (stars: number) => void; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled} data-testid={testId}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-1">
        {VALUES.map((n) => (
          <label
            key={n}
            className="relative inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" aria-label={t('storefront.rate.stars', { count: n })} data-testid={`${testId}-${n}`} />
            <Star fill={value !== null && n <= value ? 'full' : 'empty'} size="h-8 w-8" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
