import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { ApiError } from '@/lib/api';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { failureText } from '@/lib/form';
import { checkCombo } from '../../api/combos';
import type { Combo, ComboCheckResult } from '../../api/types';
import { allowedQuantity, buildPicks, comboCounter, setQuantity, type Quantities } from '../../logic/combo-counter';
import { QuantityStepper } from '../preview/QuantityStepper';
import { Thumb } from '../Thumb';

type Result = { kind: 'success'; data: ComboCheckResult } | { kind: 'error'; lines: string[] } | null;

/** Picking the combo's units: quantities per variant, the running counter, and the server's check. */
export function ComboBuilder({ combo }: { combo: Combo }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const [quantities, setQuantities] = useState<Quantities>({});
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const counter = comboCounter(quantities, combo.requiredQuantity);
  const percent = Math.min(100, Math.round((counter.total / Math.max(1, counter.required)) * 100));

  const change = (variantId: number, wanted: number, stock: number | null) => {
    setResult(null);
    setQuantities((q) => setQuantity(q, variantId, wanted, stock, combo.requiredQuantity));
  };

  const check = async () => {
    setChecking(true);
    setResult(null);
    try {
      setResult({ kind: 'success', data: await checkCombo(combo.id, buildPicks(combo.products, quantities)) });
    } catch (err) {
      const lines = [failureText(err)];
      const picks = err instanceof ApiError ? err.errors?.picks : undefined;
      if (picks && picks !== lines[0]) lines.push(String(picks));
      setResult({ kind: 'error', lines });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="combo-builder">
      <ul className="space-y-3">
        {combo.products.map((p) => (
          <li key={p.id} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200" data-testid="combo-builder-product">
            <div className="flex items-center gap-3">
              <Thumb src={p.coverThumb} alt={p.name} />
              <p className="min-w-0 flex-1 font-semibold break-words text-slate-900">{p.name}</p>
            </div>
            <ul className="mt-2 divide-y divide-slate-100">
              {p.variants.map((v) => {
                const label = v.label ? `${p.name} – ${v.label}` : p.name;
                const value = quantities[v.id] ?? 0;
                const max = allowedQuantity(quantities, v.id, Number.MAX_SAFE_INTEGER, v.stock, combo.requiredQuantity);
                const out = v.stock !== null && v.stock <= 0;
                return (
                  <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="combo-variant">
                    <span className="min-w-0">
                      <span className="block text-sm font-medium break-words text-slate-800">{v.label || t('catalogue.shop.standard')}</span>
                      {v.stock !== null && (
                        <span className={`block text-xs ${out ? 'text-red-700' : 'text-slate-500'}`}>
                          {out ? t('catalogue.shop.outOfStock') : t('catalogue.shop.left', { count: v.stock })}
                        </span>
                      )}
                    </span>
                    <QuantityStepper label={label} value={value} max={max} onChange={(n) => change(v.id, n, v.stock)} testId={`combo-qty-${v.id}`} />
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>

      <div className="sticky bottom-16 z-10 space-y-2 rounded-xl bg-white/95 p-3 shadow-md ring-1 ring-slate-200 backdrop-blur lg:bottom-4" data-testid="combo-counter-bar">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900" aria-live="polite" data-testid="combo-counter" data-state={counter.state}>
            {t('catalogue.shop.counter', { count: counter.total, required: counter.required })}
          </p>
          <p className="text-xs text-slate-500">{counter.state === 'exact' ? t('catalogue.shop.ready') : t('catalogue.shop.remaining', { count: counter.remaining })}</p>
        </div>
        <div
          role="progressbar"
          aria-label={t('catalogue.shop.progress')}
          aria-valuemin={0}
          aria-valuemax={counter.required}
          aria-valuenow={counter.total}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full rounded-full ${counter.state === 'exact' ? 'bg-emerald-600' : 'bg-primary'}`} style={{ width: `${percent}%` }} />
        </div>
        {result?.kind === 'success' && (
          <FormMessage kind="success" testId="combo-check-success">
            {t('catalogue.shop.valid', { price: formatMoney(result.data.price, currency), count: result.data.quantity })}
          </FormMessage>
        )}
        {result?.kind === 'error' && (
          <FormMessage testId="combo-check-error">
            {result.lines.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </FormMessage>
        )}
        <div className="flex gap-2">
          <Button variant="secondary" disabled={counter.total === 0} onClick={() => {
              setQuantities({});
              setResult(null);
            }} data-testid="combo-clear">
            {t('catalogue.shop.clear')}
          </Button>
          <Button block loading={checking} disabled={counter.total === 0} onClick={() => void check()} data-testid="combo-check">
            {t('catalogue.shop.check')}
          </Button>
        </div>
      </div>
    </div>
  );
}
