import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { checkoutBody, checkoutFailure, resolveChoice, shipChoices } from './checkout';

const methods = { options: [{ courierId: 1, name: 'J&T', service: 'Standard', shipping: '8.00', handlingFee: '1.00', total: '9.00', freeShipping: false }], selfPickup: true, pickupAddress: null, contactHq: false, message: null };

describe('shipChoices / resolveChoice', () => {
  it('offers the couriers then self pickup', () => {
    expect(shipChoices(methods).map((c) => c.key)).toEqual(['courier:1', 'pickup']);
    expect(shipChoices({ ...methods, selfPickup: false }).map((c) => c.key)).toEqual(['courier:1']);
    expect(shipChoices(undefined)).toEqual([]);
  });
  it('keeps a choice while it is offered and takes the only one there is', () => {
    expect(resolveChoice('pickup', ['courier:1', 'pickup'])).toBe('pickup');
    expect(resolveChoice('courier:2', ['courier:1', 'pickup'])).toBeNull();
    expect(resolveChoice(null, ['pickup'])).toBe('pickup');
    expect(resolveChoice<string>(null, [])).toBeNull();
  });
});

describe('checkoutBody', () => {
  const courier = { key: 'courier:1', type: 'courier' as const, courierId: 1 };
  it('needs a way of delivery, a payment and, for a courier, an address', () => {
    expect(checkoutBody({ addressId: 3, ship: null, paymentType: 'manual', voucherCode: null })).toBeNull();
    expect(checkoutBody({ addressId: 3, ship: courier, paymentType: null, voucherCode: null })).toBeNull();
    expect(checkoutBody({ addressId: null, ship: courier, paymentType: 'manual', voucherCode: null })).toBeNull();
  });
  it('builds the body the server takes', () => {
    expect(checkoutBody({ addressId: 3, ship: courier, paymentType: 'manual', voucherCode: ' save10 ', orderNotes: ' Leave at door ' })).toEqual({
      shipmentType: 'courier', customerId: 3, shipmentId: 1, paymentType: 'manual', voucherCode: 'SAVE10', orderNotes: 'Leave at door',
    });
    expect(checkoutBody({ addressId: null, ship: { key: 'pickup', type: 'pickup', courierId: null }, paymentType: 'billplz', voucherCode: '', orderNotes: '  ' })).toEqual({
      shipmentType: 'pickup', customerId: null, shipmentId: null, paymentType: 'billplz', voucherCode: null, orderNotes: null,
    });
  });
});

describe('checkoutFailure', () => {
  const err = (status: number, error: string, data: unknown = null, errors?: Record<string, string>, message = 'Refused') => new ApiError({ status, message, error, data, errors });
  const newTotals = { subTotal: '100.00', discount: '0.00', shipping: '9.00', serviceFee: '0.00', tax: '6.00', grandTotal: '115.00', points: '20.00', weight: '0.500', units: 2, voucher: null };
  it('sorts the refusals the checkout names', () => {
    expect(checkoutFailure(err(409, 'total_changed', { totals: newTotals }), 'x')).toEqual({ kind: 'total_changed', totals: newTotals, message: 'Refused' });
    expect(checkoutFailure(err(409, 'pending_order', { order: { id: 55, number: 'RK1', status: 'unpaid' } }), 'x')).toEqual({ kind: 'pending_order', order: { id: 55, number: 'RK1', status: 'unpaid' }, message: 'Refused' });
    expect(checkoutFailure(err(409, 'out_of_stock', null, undefined, 'Serum is out of stock.'), 'x')).toEqual({ kind: 'out_of_stock', message: 'Serum is out of stock.' });
    expect(checkoutFailure(err(422, 'moq_not_met'), 'x').kind).toBe('cart');
    expect(checkoutFailure(err(422, 'cart_not_ready'), 'x').kind).toBe('cart');
  });
  it('puts field refusals where they belong', () => {
    expect(checkoutFailure(err(422, 'validation', { errors: {} }, { voucherCode: 'This voucher has expired.' }), 'x')).toEqual({ kind: 'voucher', message: 'This voucher has expired.' });
    expect(checkoutFailure(err(422, 'validation', null, { shipmentId: 'Please contact HQ.' }), 'x')).toEqual({ kind: 'shipment', message: 'Please contact HQ.' });
    expect(checkoutFailure(err(422, 'validation', null, { paymentType: 'Choose a payment method.' }), 'x')).toEqual({ kind: 'other', message: 'Choose a payment method.' });
  });
  it('falls back to the message, or the given text', () => {
    expect(checkoutFailure(err(409, 'total_changed', {}), 'x')).toEqual({ kind: 'other', message: 'Refused' });
    expect(checkoutFailure(new Error(''), 'Something failed')).toEqual({ kind: 'other', message: 'Something failed' });
  });
});
