import { describe, expect, it } from 'vitest';
import { addLine, basisBody, clampQuantity, createBody, emptyValues, estimateBasis, formFieldOf, newOrderSchema, quoteReady, removeLine, setLineQuantity, type DraftLine } from './new-order';

const serum: DraftLine = { kind: 'variant', id: 21, name: 'Serum', label: 'Red', quantity: 2 };
const starter: DraftLine = { kind: 'package', id: 2, name: 'Starter', label: 'START', quantity: 1 };
const t = (key: string) => key;

describe('new order lines', () => {
  it('adds to the same line and keeps quantities within 1–9999', () => {
    let lines = addLine([], serum);
    lines = addLine(lines, { ...serum, quantity: 3 });
    lines = addLine(lines, starter);
    expect(lines.map((l) => [l.kind, l.id, l.quantity])).toEqual([
      ['variant', 21, 5],
      ['package', 2, 1],
    ]);
    expect(setLineQuantity(lines, 'variant:21', 20000)[0].quantity).toBe(9999);
    expect(setLineQuantity(lines, 'variant:21', 0)[0].quantity).toBe(1);
    expect(removeLine(lines, 'package:2')).toHaveLength(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('new order body', () => {
  const values = {
    ...emptyValues('MY'),
    firstName: ' Aina ',
    phone: '123456789',
    address1: '1 Jalan Mawar',
    postCode: '50000',
    city: 'Kuala Lumpur',
    state: '14',
    shipmentId: '1',
    voucherCode: ' save10 ',
    markPaid: true,
  };

  it('sends the agent, the lines, the address and the courier for a courier order', () => {
    expect(createBody(values, { id: 9 }, [serum, starter])).toEqual({
      agentId: 9,
      items: [
        { variantId: 21, quantity: 2 },
        { packageId: 2, quantity: 1 },
      ],
      shipmentType: 'courier',
      address: {
        firstName: 'Aina',
        lastName: null,
        addrTitle: null,
        email: null,
        address1: '1 Jalan Mawar',
        address2: null,
        postCode: '50000',
        city: 'Kuala Lumpur',
        state: '14',
        country: 'MY',
        phoneCode: '+60',
        phone: '123456789',
        regencyCode: null,
        districtCode: null,
        villageCode: null,
      },
      shipmentId: 1,
      voucherCode: 'SAVE10',
      orderNotes: null,
      markPaid: true,
    });
  });

  it('sends no address or courier for a pickup, and prices the goods alone for the rates', () => {
    const body = createBody({ ...values, shipmentType: 'pickup' }, { id: 9 }, [serum]);
    expect(body.address).toBeNull();
    expect(body.shipmentId).toBeNull();
    expect(basisBody({ id: 9 }, [serum])).toMatchObject({ shipmentType: 'pickup', address: null, shipmentId: null, voucherCode: null, markPaid: false });
  });

  it('estimates the weight and units for the rates when the goods-only quote is refused', () => {
    expect(estimateBasis([{ ...serum, weight: '0.250' }, starter])).toEqual({ weight: '0.500', units: 3, subTotal: null });
    expect(estimateBasis([])).toEqual({ weight: '0.000', units: 0, subTotal: null });
  });

  it('asks the full quote once a courier order has its courier and state', () => {
    expect(quoteReady({ shipmentType: 'pickup', shipmentId: '', state: '' })).toBe(true);
    expect(quoteReady({ shipmentType: 'courier', shipmentId: '', state: '14' })).toBe(false);
    expect(quoteReady({ shipmentType: 'courier', shipmentId: '1', state: '14' })).toBe(true);
  });

  it('needs the address and a courier for courier orders only', () => {
    const schema = newOrderSchema(t);
    const bad = schema.safeParse({ ...emptyValues('MY'), postCode: '123' });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['address1', 'city', 'firstName', 'phone', 'postCode', 'shipmentId', 'state']);
    expect(bad.error?.issues.find((i) => i.path[0] === 'postCode')?.message).toBe('orders.new.postCodeMy');
    expect(schema.safeParse({ ...emptyValues('MY'), shipmentType: 'pickup' }).success).toBe(true);
    expect(schema.safeParse(values).success).toBe(true);
  });

  it("sends an Indonesian address's region codes with the regency as its city, and asks for all four", () => {
    const indonesian = { ...values, ...emptyValues('ID'), firstName: 'Budi', phone: '81234567', address1: 'Jl. Merdeka 1', postCode: '23771', shipmentId: '1' };
    const chosen = { ...indonesian, state: '11', regencyCode: '11.01', districtCode: '11.01.01', villageCode: '11.01.01.2001', city: 'Kabupaten Aceh Selatan' };
    expect(createBody(chosen, { id: 9 }, [serum]).address).toMatchObject({
      city: 'Kabupaten Aceh Selatan', state: '11', country: 'ID', phoneCode: '+62', regencyCode: '11.01', districtCode: '11.01.01', villageCode: '11.01.01.2001',
    });
    const schema = newOrderSchema(t);
    expect(schema.safeParse(chosen).success).toBe(true);
    const missing = schema.safeParse({ ...chosen, regencyCode: '', districtCode: '', villageCode: '', city: '' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['regencyCode', 'orders.new.regencyRequired'],
      ['districtCode', 'orders.new.districtRequired'],
      ['villageCode', 'orders.new.villageRequired'],
    ]);
    expect(formFieldOf('address.villageCode')).toBe('villageCode');
  });

  it('places server errors on the form fields', () => {
    expect(formFieldOf('address.postCode')).toBe('postCode');
    expect(formFieldOf('voucherCode')).toBe('voucherCode');
    expect(formFieldOf('items.0.quantity')).toBeNull();
  });
});
