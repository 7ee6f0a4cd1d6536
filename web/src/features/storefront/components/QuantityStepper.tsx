import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY, MIN_QUANTITY, clampQuantity } from '../logic/cart';

const BUTTON =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg bg-white text-lg font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40';

/** − [n] + for a cart quantity: a whole number from 1 to `max` (at most 99). */
export function QuantityStepper({ label, value, onChange, max = MAX_QUANTITY, disabled = false, testId }: { label: string; value: number; onChange: (n: number) => void; max?: number; disabled?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const top = Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, max));
  const clamp = (n: number) => Math.min(top, clampQuantity(n));
  // What is typed while typing (the box may be empty for a moment); the value otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex shrink-0 items-center gap-1" data-testid={testId}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <button type="button" className={BUTTON} aria-label={`${t('storefront.product.decrease')}: ${label}`} disabled={disabled || value <= MIN_QUANTITY} onClick={() => onChange(clamp(value - 1))} data-testid={testId && `${testId}-minus`}>
        −
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 2);
          setDraft(digits);
          if (digits) onChange(clamp(Number(digits)));
        }}
        onBlur={() => setDraft(null)}
        className="h-11 w-12 rounded-lg border border-slate-300 bg-white text-center text-base focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none disabled:bg-slate-100"
        data-testid={testId && `${testId}-input`}
      />
      <button type="button" className={BUTTON} aria-label={`${t('storefront.product.increase')}: ${label}`} disabled={disabled || value >= top} onClick={() => onChange(clamp(value + 1))} data-testid={testId && `${testId}-plus`}>
        +
      </button>
    </div>
  );
}
