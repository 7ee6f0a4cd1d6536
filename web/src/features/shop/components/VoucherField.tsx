import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { fieldClass } from '@/components/Input';
import type { Totals } from '../api/types';

/** A voucher code with Apply; the server's reason under the field when it does not apply. */
export function VoucherField({
  value,
  onChange,
  applied,
  error,
  busy,
  onApply,
  onRemove,
}: {
  value: string;
  onChange: (v: string) => void;
  applied: Totals['voucher'] | null;
  error: string | null;
  busy: boolean;
  onApply: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errId = `${id}-error`;
  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 ring-1 ring-emerald-200" data-testid="voucher-applied">
        <p className="text-sm text-emerald-900">{t('shop.voucher.applied', { name: applied.name, code: applied.code })}</p>
        <Button variant="ghost" className="min-h-9 px-2 text-xs" onClick={onRemove} data-testid="voucher-remove">
          {t('shop.voucher.remove')}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('shop.voucher.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={fieldClass}
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          style={{ textTransform: 'uppercase' }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errId : undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onApply();
            }
          }}
          data-testid="voucher-input"
        />
        <Button variant="secondary" loading={busy} onClick={onApply} data-testid="voucher-apply">
          {t('shop.voucher.apply')}
        </Button>
      </div>
      <FieldError id={errId} message={error ?? undefined} />
    </div>
  );
}
