import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { CUSTOMER_KEY, expireCustomerKey, forgetCustomerKey, forgetCustomerKeyState, keepCustomerKey } from '../components/use-customer-key';
import { addLine, cartStorageKey, clampQuantity, emptyCart, itemCount, lineTotal, MAX_QUANTITY, parseCart, quantityOf, removeLine, serializeCart, setQuantity, subtotal, type Cart, type CartLine } from './cart';
import { addressPhone, checkoutFailure, checkoutInput, checkoutSchema, deliveryOf, emptyCheckoutValues, type CheckoutValues } from './checkout';
import { parseDecimal, sumDecimals, timesQuantity } from './money';
import { keyOf, myOrdersLinkSchema } from './my-orders';
import { listStatusText, statusTexts, stepText, trackedStatus } from './order';
import { cartPath, checkoutPath, myOrdersPath, orderPath, parseId, productPath, safeLink, storePath, telUrl, whatsappUrl } from './paths';
import { ratingLabel, ratingValue, stars } from './rating';
import { contrastWithWhite, MIN_CONTRAST, readableAccent } from './theme';
import { claimVisit, forgetVisits, releaseVisit, visitKey } from './visit';

const line = (patch: Partial<CartLine> = {}): CartLine => ({
  productId: 7,
  variantId: 21,
  name: 'Rose serum',
  variantLabel: '30 ml',
  price: '59.90',
  imageUrl: null,
  quantity: 1,
  ...patch,
});

const cartOf = (...lines: CartLine[]): Cart => lines.reduce(addLine, emptyCart());

describe('cart', () => {
  it('adds a new variant as its own line and the same variant to its line', () => {
    let cart = cartOf(line({ quantity: 2 }), line({ variantId: 22, variantLabel: '50 ml' }));
    expect(cart.lines).toHaveLength(2);
    cart = addLine(cart, line({ quantity: 3, price: '55.00' }));
    expect(cart.lines).toHaveLength(2);
    expect(quantityOf(cart, { productId: 7, variantId: 21 })).toBe(5);
    // The newest price shown wins; the line keeps its place.
    expect(cart.lines[0]).toMatchObject({ variantId: 21, quantity: 5, price: '55.00' });
    expect(itemCount(cart)).toBe(6);
  });

  it('keeps quantities whole, from 1 to 99', () => {
    expect([clampQuantity(0), clampQuantity(-4), clampQuantity(2.7), clampQuantity(150), clampQuantity(Number.NaN)]).toEqual([1, 1, 2, 99, 1]);
    let cart = cartOf(line({ quantity: 98 }));
    cart = addLine(cart, line({ quantity: 5 }));
    expect(quantityOf(cart, line())).toBe(MAX_QUANTITY);
    expect(quantityOf(setQuantity(cart, line(), 0), line())).toBe(1);
    expect(quantityOf(setQuantity(cart, line(), 100), line())).toBe(99);
    expect(quantityOf(setQuantity(cart, line(), 4), line())).toBe(4);
    expect(cartOf(line({ quantity: 0 })).lines[0].quantity).toBe(1);
  });

  it('removes one line and leaves the others', () => {
    const cart = removeLine(cartOf(line(), line({ variantId: 22 }), line({ productId: 8, variantId: 30 })), { productId: 7, variantId: 21 });
    expect(cart.lines.map((l) => [l.productId, l.variantId])).toEqual([
      [7, 22],
      [8, 30],
    ]);
    expect(removeLine(cart, { productId: 99, variantId: 1 })).toEqual(cart);
  });

  it('adds money exactly, as decimal strings', () => {
    const cart = cartOf(line({ price: '0.10', quantity: 3 }), line({ variantId: 22, price: '0.20' }), line({ productId: 8, variantId: 30, price: '19.99', quantity: 99 }));
    expect(lineTotal(cart.lines[0])).toBe('0.30');
    // 0.1 × 3 + 0.2 is 0.5 exactly (as floats: 0.5000000000000001); 19.99 × 99 = 1979.01.
    expect(subtotal(cart)).toBe('1979.51');
    expect(subtotal(emptyCart())).toBe('0');
    expect(subtotal(cartOf(line({ price: '150000', quantity: 3 }), line({ variantId: 22, price: '2500.5' })))).toBe('452500.5');
  });

  it('reads back what it stored and drops what it cannot read', () => {
    const cart = cartOf(line({ quantity: 2 }), line({ variantId: 22 }));
    expect(parseCart(serializeCart(cart))).toEqual(cart);
    expect(parseCart(null)).toEqual(emptyCart());
    expect(parseCart('not json')).toEqual(emptyCart());
    expect(parseCart(JSON.stringify({ version: 99, lines: [line()] }))).toEqual(emptyCart());
    const text = JSON.stringify({
      version: 1,
      lines: [line({ quantity: 500 }), { ...line(), price: 'free' }, { ...line(), productId: -1 }, line({ quantity: 3 }), 'x', { ...line({ variantId: 22 }), imageUrl: 5 }],
    });
    expect(parseCart(text).lines).toEqual([line({ quantity: 99 }), line({ variantId: 22, imageUrl: null })]);
    expect(cartStorageKey('aina')).toBe('rk.storefront.cart.aina');
  });
});

describe('checkout', () => {
  const values = (patch: Partial<CheckoutValues> = {}): CheckoutValues => ({
    ...emptyCheckoutValues(),
    name: 'Siti Aminah',
    phone: '012-345 6789',
    email: 'siti@example.com',
    address1: '12 Jalan Mawar',
    postCode: '50450',
    city: 'Kuala Lumpur',
    state: '14',
    ...patch,
  });
  const issues = (delivery: Parameters<typeof checkoutSchema>[0], v: CheckoutValues) => {
    const r = checkoutSchema(delivery).safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('delivers by courier in the company’s country, or to the school for an e-koop store', () => {
    expect(deliveryOf({ program: 'online', currency: 'MYR' })).toBe('MY');
    expect(deliveryOf({ program: 'affiliate', currency: 'IDR' })).toBe('ID');
    expect(deliveryOf({ program: 'ekoop', currency: 'MYR' })).toBe('school');
  });

  it('checks what the server would refuse, per way of delivering', () => {
    expect(issues('MY', values())).toEqual({});
    expect(issues('MY', values({ name: ' ', phone: '12345', email: 'siti@', postCode: '5045', state: '' }))).toEqual({
      name: 'errors.required',
      phone: 'storefront.checkout.errors.phone',
      email: 'errors.invalidEmail',
      postCode: 'storefront.checkout.errors.postCode',
      state: 'storefront.checkout.errors.state',
    });
    expect(issues('ID', values({ city: '' }))).toMatchObject({ regencyCode: 'storefront.checkout.errors.regency', villageCode: 'storefront.checkout.errors.village' });
    expect(issues('school', values({ address1: '', postCode: '', city: '', state: '' }))).toEqual({ studentName: 'errors.required', className: 'errors.required' });
  });

  it('addresses the delivery to the customer, with the national phone digits under the calling code', () => {
    expect(addressPhone('+60 12-345 6789', 'MY')).toEqual({ phoneCode: '+60', phone: '123456789' });
    expect(addressPhone('012-345 6789', 'MY')).toEqual({ phoneCode: '+60', phone: '123456789' });
    expect(addressPhone('0812 3456 7890', 'ID')).toEqual({ phoneCode: '+62', phone: '81234567890' });
    expect(addressPhone('+65 9123 4567', 'MY')).toEqual({ phoneCode: null, phone: '6591234567' });
    const cart = addLine(emptyCart(), line({ quantity: 2 }));
    expect(checkoutInput(cart, values({ address2: '  ' }), 'MY', 3, '49.30')).toMatchObject({
      lines: [{ variantId: 21, quantity: 2 }],
      phone: '0123456789',
      seenTotal: '49.30',
      courierId: 3,
      address: { firstName: 'Siti Aminah', address2: null, state: '14', country: 'MY', phoneCode: '+60', phone: '123456789', regencyCode: null },
    });
    expect(checkoutInput(cart, values({ studentName: ' Nur ', className: '4B' }), 'school', null, '41.30')).not.toHaveProperty('address');
  });

  it('reads a refused checkout', () => {
    const refusal = (status: number, error: string, data: unknown = null, errors?: Record<string, string>) => new ApiError({ status, message: 'No.', error, data, errors });
    expect(checkoutFailure(refusal(409, 'total_changed', { grandTotal: '51.30' }), 'x')).toEqual({ kind: 'total_changed', message: 'No.', grandTotal: '51.30' });
    expect(checkoutFailure(refusal(422, 'cart_not_ready', { problems: ['Only 1 left.', 7] }), 'x')).toEqual({ kind: 'cart_not_ready', message: 'No.', problems: ['Only 1 left.'] });
    expect(checkoutFailure(refusal(422, 'validation', null, { courierId: 'Choose a courier.' }), 'x')).toEqual({ kind: 'courier', message: 'Choose a courier.' });
    expect(checkoutFailure(refusal(422, 'validation', null, { phone: 'Bad.' }), 'x').kind).toBe('fields');
    expect(checkoutFailure(refusal(409, 'out_of_stock'), 'x').kind).toBe('out_of_stock');
    expect(checkoutFailure(new TypeError(''), 'Something went wrong.')).toEqual({ kind: 'other', message: 'Something went wrong.' });
  });
});

describe('tracked order', () => {
  it('names each status for a courier or a school pickup order', () => {
    expect(trackedStatus('to_ship')).toBe('to_ship');
    expect(trackedStatus('lost')).toBeNull();
    expect(statusTexts('completed', true).title).toBe('storefront.order.status.collected.title');
    expect(statusTexts('completed', false).title).toBe('storefront.order.status.completed.title');
    expect(stepText('delivery', false)).toBe('storefront.order.step.shipped');
    expect(stepText('completed', true)).toBe('storefront.order.step.collected');
  });

  it("names a listed order's status with the tracking page's words, a completed one neutrally", () => {
    expect(listStatusText('unpaid')).toBe('storefront.order.status.unpaid.title');
    expect(listStatusText('to_ship')).toBe('storefront.order.status.toShip.title');
    expect(listStatusText('completed')).toBe('storefront.myOrders.completed');
  });
});

describe('my orders', () => {
  it("reads the link's key and checks the e-mail as the server does", () => {
    expect(keyOf(new URLSearchParams('key=%20k-1%20'))).toBe('k-1');
    expect(keyOf(new URLSearchParams('key='))).toBeNull();
    expect(keyOf(new URLSearchParams(''))).toBeNull();
    expect(myOrdersLinkSchema.safeParse({ email: ' siti@example.com ' })).toEqual({ success: true, data: { email: 'siti@example.com' } });
    const message = (email: string) => myOrdersLinkSchema.safeParse({ email }).error?.issues[0]?.message;
    expect([message(''), message('siti@example'), message(`${'a'.repeat(120)}@x.co`)]).toEqual(['errors.required', 'errors.invalidEmail', 'storefront.checkout.errors.tooLong']);
  });

  it('keeps one key on the device and forgets an expired one only while it is the one kept', () => {
    keepCustomerKey('k-1');
    expect(localStorage.getItem(CUSTOMER_KEY)).toBe('k-1');
    keepCustomerKey('k-2');
    expireCustomerKey('k-1');
    expect(localStorage.getItem(CUSTOMER_KEY)).toBe('k-2');
    expireCustomerKey('k-2');
    expect(localStorage.getItem(CUSTOMER_KEY)).toBeNull();
    keepCustomerKey('k-3');
    forgetCustomerKey();
    expect(localStorage.getItem(CUSTOMER_KEY)).toBeNull();
    localStorage.clear();
    forgetCustomerKeyState();
  });
});

describe('money', () => {
  it('sums and multiplies decimal strings at their own scale', () => {
    expect(parseDecimal('12.50')).toEqual({ units: 1250n, scale: 2 });
    expect(parseDecimal('abc')).toBeNull();
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['1.005', '2'])).toBe('3.005');
    expect(sumDecimals(['-1.50', '1'])).toBe('-0.50');
    expect(timesQuantity('19.90', 3)).toBe('59.70');
    expect(timesQuantity('0.05', 2)).toBe('0.10');
    expect(timesQuantity('125000', 4)).toBe('500000');
  });
});

describe('paths and links', () => {
  it('builds the store addresses and the contact links', () => {
    expect([storePath('aina'), productPath('aina', 7), cartPath('aina'), checkoutPath('aina'), orderPath('aina', 'a/b'), myOrdersPath('aina')]).toEqual(['/s/aina', '/s/aina/p/7', '/s/aina/cart', '/s/aina/checkout', '/s/aina/order/a%2Fb', '/s/aina/my-orders']);
    expect([parseId('12'), parseId('0'), parseId('1e3'), parseId(undefined)]).toEqual([12, null, null, null]);
    expect(whatsappUrl('+60 12-345 6789')).toBe('https://wa.me/60123456789');
    expect(whatsappUrl('')).toBeNull();
    expect(whatsappUrl(null)).toBeNull();
    expect(telUrl('+60 12-345 6789')).toBe('tel:+60123456789');
    expect(safeLink('https://example.com')).toBe('https://example.com');
    expect(safeLink('javascript:alert(1)')).toBeNull();
  });
});

describe('rating', () => {
  it('shows stars only after the first rating, in half stars', () => {
    expect(ratingValue('4.5', 0)).toBeNull();
    expect(ratingValue(null, 3)).toBeNull();
    expect(ratingValue('7', 3)).toBe(5);
    expect(stars(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(stars(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(stars(0.8)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingLabel(4)).toBe('4.0');
  });
});

describe('accent colour', () => {
  it('keeps a dark colour, darkens a light one until white text reads, ignores an invalid one', () => {
    expect(readableAccent('#be185d')).toBe('#be185d');
    const darkened = readableAccent('#ffee00');
    expect(darkened).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastWithWhite(darkened!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(readableAccent('#FFFFFF')).not.toBe('#ffffff');
    expect(readableAccent('red')).toBeNull();
    expect(readableAccent(null)).toBeNull();
  });
});

describe('visit once per session', () => {
  afterEach(() => {
    sessionStorage.clear();
    forgetVisits();
  });

  it('claims a store once per browser session, per slug, and again after a release', () => {
    expect(claimVisit('aina')).toBe(true);
    expect(sessionStorage.getItem(visitKey('aina'))).toBe('1');
    expect(claimVisit('aina')).toBe(false);
    expect(claimVisit('budi')).toBe(true);
    releaseVisit('aina');
    expect(claimVisit('aina')).toBe(true);
  });

  it('remembers the session mark after the page reloads (memory forgotten)', () => {
    expect(claimVisit('aina')).toBe(true);
    forgetVisits();
    expect(claimVisit('aina')).toBe(false);
  });

  it('still counts once when sessionStorage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(claimVisit('aina', broken)).toBe(true);
    expect(claimVisit('aina', broken)).toBe(false);
  });
});
