/**
 * The agent's combo picker: quantities per variant, the running "x of N units" counter, and the
 * picks sent to POST /api/product/combo/check. The server has the last word on every rule.
 */
import type { ComboPick, ComboProduct } from '../api/types';

/** Quantity chosen per variant id. */
export type Quantities = Readonly<Record<number, number>>;

export type CounterState = 'empty' | 'under' | 'exact' | 'over';

export interface Counter {
  total: number;
  required: number;
  remaining: number;
  state: CounterState;
}

export function totalUnits(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, q) => sum + (q > 0 ? q : 0), 0);
}

export function comboCounter(quantities: Quantities, required: number): Counter {
  const total = totalUnits(quantities);
  const state: CounterState = total === 0 ? 'empty' : total < required ? 'under' : total === required ? 'exact' : 'over';
  return { total, required, remaining: Math.max(0, required - total), state };
}

/**
 * The quantity a variant may be set to: whole, ≥ 0, no more than its stock (when known) and no more
 * than what keeps the total within the required quantity.
 */
export function allowedQuantity(quantities: Quantities, variantId: number, wanted: number, stock: number | null, required: number): number {
  const others = totalUnits(quantities) - (quantities[variantId] ?? 0);
  let q = Number.isFinite(wanted) ? Math.floor(wanted) : 0;
  q = Math.min(q, Math.max(0, required - others));
  if (stock !== null) q = Math.min(q, Math.max(0, stock));
  return Math.max(0, q);
}

/** Sets one variant's quantity (within the allowed bounds); zero removes it. */
export function setQuantity(quantities: Quantities, variantId: number, wanted: number, stock: number | null, required: number): Quantities {
  const q = allowedQuantity(quantities, variantId, wanted, stock, required);
  const next: Record<number, number> = { ...quantities };
  if (q === 0) delete next[variantId];
  else next[variantId] = q;
  return next;
}

/** The picks, in the combo's product and variant order, leaving out zero quantities. */
export function buildPicks(products: readonly Pick<ComboProduct, 'id' | 'variants'>[], quantities: Quantities): ComboPick[] {
  return products.flatMap((p) =>
    p.variants.filter((v) => (quantities[v.id] ?? 0) > 0).map((v) => ({ productId: p.id, variantId: v.id, quantity: quantities[v.id] })),
  );
}

/** Units chosen of one product (over its variants). */
export function productUnits(product: Pick<ComboProduct, 'variants'>, quantities: Quantities): number {
  return product.variants.reduce((sum, v) => sum + (quantities[v.id] ?? 0), 0);
}
