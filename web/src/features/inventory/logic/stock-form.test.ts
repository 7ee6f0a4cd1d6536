import { describe, expect, it } from 'vitest';
import { MSG, buildStorePayload, rowFromSelect, rowKey, splitServerErrors, stockFormSchema, type StockRow } from './stock-form';

const product = { productId: 7, name: 'Serum', sku: 'SR-01', coverThumb: null, variants: [{ variantId: 21, label: 'Red', quantity: 5 }] };

function row(patch: Partial<StockRow> = {}): StockRow {
  return { ...rowFromSelect(product, product.variants[0]), type: 'in', quantity: '10', reason: 'Restock', ...patch };
}

function messages(values: unknown): Record<string, string> {
  const r = stockFormSchema.safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('stock form rules', () => {
  it('starts a row with no type chosen', () => {
    const r = rowFromSelect(product, product.variants[0]);
    expect(r.type).toBeNull();
    expect(r).toMatchObject({ productId: 7, variantId: 21, variantLabel: 'Red', available: 5, quantity: '', reason: '' });
  });

  it('asks for Stock In or Stock Out, an amount above zero and a reason', () => {
    const m = messages({ branchId: '1', items: [row({ type: null, quantity: '0', reason: '  ' }), row({ type: '', quantity: '' })] });
    expect(m['items.0.type']).toBe(MSG.type);
    expect(m['items.0.quantity']).toBe(MSG.amount);
    expect(m['items.0.reason']).toBe(MSG.reason);
    expect(m['items.1.type']).toBe(MSG.type);
    expect(m['items.1.quantity']).toBe(MSG.amount);
  });

  it('wants whole units', () => {
    expect(messages({ branchId: '1', items: [row({ quantity: '1.5' })] })['items.0.quantity']).toBe(MSG.whole);
  });

  it('refuses a stock-out beyond what is held, when that is known', () => {
    expect(messages({ branchId: '1', items: [row({ type: 'out', quantity: '6' })] })['items.0.quantity']).toBe(MSG.moreThanStock);
    expect(messages({ branchId: '1', items: [row({ type: 'out', quantity: '5' })] })).toEqual({});
    expect(messages({ branchId: '1', items: [row({ type: 'out', quantity: '6', available: null })] })).toEqual({});
    expect(messages({ branchId: '1', items: [row({ type: 'in', quantity: '600' })] })).toEqual({});
  });

  it('needs a branch and at least one row', () => {
    const m = messages({ branchId: '', items: [] });
    expect(m.branchId).toBe(MSG.branch);
    expect(m.items).toBe(MSG.noRows);
  });
});

describe('buildStorePayload', () => {
  it('sends numbers, trimmed texts, and a return reason only for stock out', () => {
    const payload = buildStorePayload({
      branchId: '3',
      items: [
        row({ quantity: ' 10 ', reason: ' Restock ', returnReason: 'ignored' }),
        row({ type: 'out', quantity: '2', reason: 'Damaged', returnReason: ' Broken seal ' }),
        row({ type: 'out', quantity: '1', reason: 'Sample', returnReason: '  ' }),
      ],
    });
    expect(payload).toEqual({
      branchId: 3,
      items: [
        { productId: 7, variantId: 21, type: 'in', quantity: 10, reason: 'Restock', returnReason: null },
        { productId: 7, variantId: 21, type: 'out', quantity: 2, reason: 'Damaged', returnReason: 'Broken seal' },
        { productId: 7, variantId: 21, type: 'out', quantity: 1, reason: 'Sample', returnReason: null },
      ],
    });
  });

  it('keeps a product without options as variantId null', () => {
    const r = { ...rowFromSelect({ ...product, variants: [] }, null), type: 'in', quantity: '1', reason: 'x' };
    expect(buildStorePayload({ branchId: '1', items: [r] }).items[0].variantId).toBeNull();
  });
});

describe('splitServerErrors', () => {
  it('puts row field errors on their fields, other row errors on the row, the rest above', () => {
    const s = splitServerErrors(
      {
        'items.0.type': 'Please select Stock In or Stock Out',
        'items.1.quantity': 'Only 3 in stock',
        'items.1.variantId': 'Choose a variant',
        'items.9.reason': 'Reason is required',
        branchId: 'Unknown branch',
        items: 'Add at least one product',
      },
      2,
    );
    expect(s.fields).toEqual([
      ['items.0.type', 'Please select Stock In or Stock Out'],
      ['items.1.quantity', 'Only 3 in stock'],
      ['branchId', 'Unknown branch'],
    ]);
    expect(s.rows).toEqual({ 1: 'Choose a variant' });
    expect(s.general).toEqual(['Reason is required', 'Add at least one product']);
  });

  it('keys rows by product and variant', () => {
    expect(rowKey(7, 21)).toBe('7:21');
    expect(rowKey(7, null)).toBe('7:-');
  });
});
