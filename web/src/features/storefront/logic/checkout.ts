/**
 * The storefront checkout's rules (docs/api-stores.md, "Public storefront"): the form's values and the
 * server's rules checked first, the body sent, and what a refusal means for the screen. Pure functions.
 *
 * The customer gives their name, phone and e-mail once: a courier store's delivery address is addressed to
 * them (the address's name, phone and e-mail are the customer's), so an address error on `firstName`,
 * `phone` or `email` shows under the customer's own field. An e-koop store delivers to the school: no
 * address, the student's name and class instead.
 */
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import type { Cart } from './cart';
import type { Storefront, StoreAddressInput, StoreCartLineInput, StoreCheckoutInput } from '../api/types';

export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  postCode: string;
  city: string;
  /** Malaysia: the state's code; Indonesia: the province's code. */
  state: string;
  /** Indonesia only: the regency (kabupaten/kota), district (kecamatan) and village (desa/kelurahan) codes. */
  regencyCode: string;
  districtCode: string;
  villageCode: string;
  studentName: string;
  className: string;
}

export const CHECKOUT_FIELDS = ['name', 'phone', 'email', 'address1', 'address2', 'postCode', 'city', 'state', 'regencyCode', 'districtCode', 'villageCode', 'studentName', 'className'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** The server's names for the address's fields that the form shows as the customer's own. */
export const SERVER_FIELD_RENAME: Readonly<Record<string, CheckoutField>> = { firstName: 'name' };

/** How the order reaches the customer: a courier to an address in Malaysia or Indonesia, or collected at the school. */
export type Delivery = 'MY' | 'ID' | 'school';

/** The company's country follows its currency ('IDR' → Indonesia, else Malaysia). */
export const countryOf = (currency: string): 'MY' | 'ID' => (currency === 'IDR' ? 'ID' : 'MY');

export const deliveryOf = (store: Pick<Storefront, 'program' | 'currency'>): Delivery => (store.program === 'ekoop' ? 'school' : countryOf(store.currency));

export const emptyCheckoutValues = (): CheckoutValues => ({
  name: '',
  phone: '',
  email: '',
  address1: '',
  address2: '',
  postCode: '',
  city: '',
  state: '',
  regencyCode: '',
  districtCode: '',
  villageCode: '',
  studentName: '',
  className: '',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone as typed, without spaces, dashes and brackets ("+60 12-345 6789" → "+60123456789"). */
export const cleanPhone = (v: string) => v.trim().replace(/[\s\-()]/g, '');

/** The server's rule for the customer's phone: 8 to 15 digits, a leading + allowed. */
export const validPhone = (v: string) => /^\+?\d{8,15}$/.test(cleanPhone(v));

const LIMITS: Partial<Record<CheckoutField, number>> = { name: 80, email: 120, address1: 200, address2: 200, city: 80, studentName: 80, className: 40 };

/** The form's rules for a store's way of delivering: what the server refuses, said before sending. */
export function checkoutSchema(delivery: Delivery) {
  return z
    .object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      address1: z.string(),
      address2: z.string(),
      postCode: z.string(),
      city: z.string(),
      state: z.string(),
      regencyCode: z.string(),
      districtCode: z.string(),
      villageCode: z.string(),
      studentName: z.string(),
      className: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: CheckoutField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const required: CheckoutField[] = ['name', 'phone', 'email'];
      if (delivery === 'school') required.push('studentName', 'className');
      else if (delivery === 'MY') required.push('address1', 'postCode', 'city');
      else required.push('address1', 'postCode');
      for (const f of required) if (v[f].trim() === '') issue(f, 'errors.required');
      if (delivery === 'MY' && v.state === '') issue('state', 'storefront.checkout.errors.state');
      if (delivery === 'ID') {
        if (v.state === '') issue('state', 'storefront.checkout.errors.province');
        if (v.regencyCode === '') issue('regencyCode', 'storefront.checkout.errors.regency');
        if (v.districtCode === '') issue('districtCode', 'storefront.checkout.errors.district');
        if (v.villageCode === '') issue('villageCode', 'storefront.checkout.errors.village');
      }
      for (const [f, max] of Object.entries(LIMITS) as [CheckoutField, number][]) {
        if (v[f].trim().length > max) issue(f, 'storefront.checkout.errors.tooLong');
      }
      if (v.phone.trim() !== '' && !validPhone(v.phone)) issue('phone', 'storefront.checkout.errors.phone');
      if (v.email.trim() !== '' && !EMAIL.test(v.email.trim())) issue('email', 'errors.invalidEmail');
      if (delivery !== 'school' && v.postCode.trim() !== '' && !/^\d{5}$/.test(v.postCode.trim())) issue('postCode', 'storefront.checkout.errors.postCode');
    }) satisfies z.ZodType<CheckoutValues>;
}

/** The cart's lines as the server takes them. */
export const cartLinesInput = (cart: Cart): StoreCartLineInput[] => cart.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));

const CALLING_CODE = { MY: '+60', ID: '+62' } as const;

/**
 * The address's phone from the customer's: the country's calling code and the national digits
 * ("+60 12-345 6789" and "012-345 6789" both → +60 / 123456789); a foreign number keeps all its digits
 * without a code.
 */
export function addressPhone(phone: string, country: 'MY' | 'ID'): { phoneCode: string | null; phone: string } {
  const cleaned = cleanPhone(phone);
  const code = CALLING_CODE[country];
  const digits = cleaned.replace(/^\+/, '');
  if (cleaned.startsWith('+')) {
    return digits.startsWith(code.slice(1)) ? { phoneCode: code, phone: digits.slice(code.length - 1) } : { phoneCode: null, phone: digits };
  }
  return { phoneCode: code, phone: digits.replace(/^0/, '') };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The delivery address, addressed to the customer. */
export function addressInput(v: CheckoutValues, country: 'MY' | 'ID'): StoreAddressInput {
  const regions = country === 'ID';
  return {
    firstName: v.name.trim(),
    lastName: null,
    email: orNull(v.email),
    address1: v.address1.trim(),
    address2: orNull(v.address2),
    postCode: v.postCode.trim(),
    city: v.city.trim(),
    state: v.state,
    country,
    ...addressPhone(v.phone, country),
    regencyCode: regions ? orNull(v.regencyCode) : null,
    districtCode: regions ? orNull(v.districtCode) : null,
    villageCode: regions ? orNull(v.villageCode) : null,
  };
}

/** The checkout's body: the customer, the address and courier (or the student and class), and the total they saw. */
export function checkoutInput(cart: Cart, v: CheckoutValues, delivery: Delivery, courierId: number | null, seenTotal: string | null): StoreCheckoutInput {
  const customer = { lines: cartLinesInput(cart), name: v.name.trim(), phone: cleanPhone(v.phone), email: v.email.trim(), seenTotal };
  if (delivery === 'school') return { ...customer, studentName: v.studentName.trim(), className: v.className.trim() };
  return { ...customer, address: addressInput(v, delivery), courierId };
}

/** Why an order was not placed, as the screen treats it. */
export type CheckoutFailure =
  | { kind: 'fields'; message: string }
  | { kind: 'courier'; message: string }
  | { kind: 'total_changed'; message: string; grandTotal: string }
  | { kind: 'cart_not_ready'; message: string; problems: string[] }
  | { kind: 'out_of_stock'; message: string }
  | { kind: 'payment_unavailable'; message: string }
  | { kind: 'other'; message: string };

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Reads a refused checkout (`fallback` is the text for a failure without one). */
export function checkoutFailure(error: unknown, fallback: string): CheckoutFailure {
  const message = error instanceof Error && error.message ? error.message : fallback;
  if (!(error instanceof ApiError)) return { kind: 'other', message };
  const data = record(error.data);
  if (error.error === 'total_changed' && typeof data.grandTotal === 'string') return { kind: 'total_changed', message, grandTotal: data.grandTotal };
  if (error.error === 'cart_not_ready') {
    const problems = Array.isArray(data.problems) ? data.problems.filter((p): p is string => typeof p === 'string' && p !== '') : [];
    return { kind: 'cart_not_ready', message, problems };
  }
  if (error.error === 'out_of_stock') return { kind: 'out_of_stock', message };
  if (error.error === 'payment_unavailable') return { kind: 'payment_unavailable', message };
  if (error.errors?.courierId) return { kind: 'courier', message: error.errors.courierId };
  if (error.errors && Object.keys(error.errors).length > 0) return { kind: 'fields', message };
  return { kind: 'other', message };
}
