import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** − [n] + with a label; the value stays a whole number within [min, max]. */
export function QuantityStepper({ label, value, onChange, min = 0, max, testId }: { label: string; value: number; onChange: (n: number) => void; min?: number; max?: number; testId?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (n: number) => Math.max(min, max === undefined ? n : Math.min(max, n));
  // What is typed, while typing (the box may be empty for a moment); the value otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-1" data-testid={testId}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-white text-lg font-semibold ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40"
        aria-label={t('catalogue.common.decrease', { item: label })}
        disabled={value <= min}
        onClick={() => {
          setDraft(null);
          onChange(clamp(value - 1));
        }}
        data-testid={testId ? `${testId}-minus` : undefined}
      >
        −
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={draft ?? String(value)}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 6);
          if (digits === '') {
            setDraft('');
            return;
          }
          const next = clamp(Number(digits));
          setDraft(String(next));
          onChange(next);
        }}
        onBlur={() => setDraft(null)}
        className="h-11 w-14 rounded-lg border border-slate-300 text-center text-base focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
        data-testid={testId ? `${testId}-input` : undefined}
      />
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-white text-lg font-semibold ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40"
        aria-label={t('catalogue.common.increase', { item: label })}
        disabled={max !== undefined && value >= max}
        onClick={() => {
          setDraft(null);
          onChange(clamp(value + 1));
        }}
        data-testid={testId ? `${testId}-plus` : undefined}
      >
        +
      </button>
    </div>
  );
}
