import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { QuantityStepper } from '@/features/catalogue/components/preview/QuantityStepper';
import { Tag } from '@/components/StatusBadge';
import { Thumb } from '@/features/catalogue/components/Thumb';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { CartLine } from '../api/types';
import { MAX_QUANTITY } from '../logic/pricing';

/** Typing a quantity sends it after this pause (buttons too, so quick taps make one call). */
export const QUANTITY_DELAY_MS = 400;

/** One cart line: image, name, variant, unit price, quantity, line total, remove; its problem highlighted. */
export function CartLineRow({ line, busy, onQuantity, onRemove }: { line: CartLine; busy: boolean; onQuantity: (quantity: number) => Promise<void>; onRemove: () => void }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const [draft, setDraft] = useState<number | null>(null);
  const money = (v: string) => formatMoney(v, currency);
  const title = line.label ? `${line.name} – ${line.label}` : line.name;

  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => {
      if (draft === line.quantity) setDraft(null);
      else void onQuantity(draft).finally(() => setDraft(null));
    }, QUANTITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, line.quantity, onQuantity]);

  const max = line.kind === 'product' && line.available !== null ? Math.max(0, Math.min(MAX_QUANTITY, line.available)) : MAX_QUANTITY;

  return (
    <li
      className={`rounded-xl bg-white p-3 shadow-sm ring-1 ${line.problem ? 'ring-2 ring-red-400' : 'ring-slate-200'}`}
      data-testid="cart-line"
      data-problem={line.problem ?? undefined}
    >
      <div className="flex gap-3">
        <Thumb src={line.image} alt={line.name} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1">
            <p className="font-semibold break-words text-slate-900" data-testid="cart-line-name">
              {line.name}
            </p>
            {line.kind !== 'product' && <Tag>{t(`shop.cart.kind.${line.kind}`)}</Tag>}
          </div>
          {line.label && (
            <p className="text-sm text-slate-600" data-testid="cart-line-label">
              {line.label}
            </p>
          )}
          <p className="text-sm text-slate-600" data-testid="cart-line-unit">
            {t('shop.cart.each', { price: money(line.unitPrice) })}
          </p>
        </div>
      </div>

      {line.picks && line.picks.length > 0 && (
        <ul className="mt-2 space-y-0.5 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" aria-label={t('shop.cart.picks')} data-testid="cart-line-picks">
          {line.picks.map((p, i) => (
            <li key={`${p.variantId}-${i}`}>{t('shop.packages.item', { count: p.quantity, name: p.label ? `${p.name} (${p.label})` : p.name })}</li>
          ))}
        </ul>
      )}

      {line.problemMessage && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200" data-testid="cart-line-problem">
          {line.problemMessage}
        </p>
      )}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {line.kind === 'combo' ? (
          <span className="text-sm text-slate-700" data-testid="cart-line-quantity">
            {t('shop.cart.times', { count: line.quantity })}
          </span>
        ) : (
          <QuantityStepper label={title} value={draft ?? line.quantity} min={1} max={Math.max(1, max)} onChange={setDraft} testId={`cart-qty-${line.id}`} />
        )}
        <div className="flex items-center gap-2">
          <span className="font-bold text-slate-900" data-testid="cart-line-total">
            {money(line.lineTotal)}
          </span>
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" disabled={busy} onClick={onRemove} aria-label={t('shop.cart.removeLabel', { name: title })} data-testid="cart-line-remove">
            {t('shop.cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
