/** The address form (docs/api-orders.md § Addresses): values, the server's rules checked first, and the body. */
import { z } from 'zod';
import type { Address, AddressInput } from '../api/types';

export interface AddressFormValues {
  firstName: string;
  lastName: string;
  addrTitle: string;
  email: string;
  address1: string;
  address2: string;
  postCode: string;
  city: string;
  state: string;
  country: string;
  phoneCode: string;
  phone: string;
  primary: boolean;
  /** Indonesia only: the regency (kabupaten/kota), district (kecamatan) and village (desa/kelurahan) codes under the province (`state`). */
  regencyCode: string;
  districtCode: string;
  villageCode: string;
}

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'addrTitle', 'email', 'address1', 'address2', 'postCode', 'city', 'state', 'country', 'phoneCode', 'phone', 'regencyCode', 'districtCode', 'villageCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The countries an address may be in (the companies' markets). */
export const COUNTRIES = ['MY', 'ID'] as const;

/** An Indonesian address names its region from the lists: province → regency/city → district → village. */
export const usesRegions = (country: string) => country === 'ID';

/** The message when an Indonesian region level is not chosen. */
export const REGION_REQUIRED = {
  state: 'shop.address.errors.provinceRequired',
  regencyCode: 'shop.address.errors.regencyRequired',
  districtCode: 'shop.address.errors.districtRequired',
  villageCode: 'shop.address.errors.villageRequired',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX = 120;

/** Phone digits only: spaces, dashes and brackets dropped. */
export const cleanPhone = (v: string) => v.replace(/[\s\-()]/g, '');

export const addressSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    addrTitle: z.string(),
    email: z.string(),
    address1: z.string(),
    address2: z.string(),
    postCode: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    phoneCode: z.string(),
    phone: z.string(),
    primary: z.boolean(),
    regencyCode: z.string(),
    districtCode: z.string(),
    villageCode: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: AddressField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const regions = usesRegions(v.country);
    // An Indonesian city is the chosen regency's name, so the regency is asked for instead.
    for (const f of ['firstName', 'address1', 'postCode', ...(regions ? [] : (['city', 'state'] as const)), 'country', 'phoneCode', 'phone'] as const) {
      if (v[f].trim() === '') issue(f, 'errors.required');
    }
    if (regions) {
      for (const f of ['state', 'regencyCode', 'districtCode', 'villageCode'] as const) {
        if (v[f].trim() === '') issue(f, REGION_REQUIRED[f]);
      }
    }
    for (const f of ['firstName', 'lastName', 'addrTitle', 'email', 'address1', 'address2', 'city'] as const) {
      if (v[f].trim().length > MAX) issue(f, 'shop.address.errors.tooLong');
    }
    if (v.email.trim() !== '' && !EMAIL.test(v.email.trim())) issue('email', 'errors.invalidEmail');
    const post = v.postCode.trim();
    if (post !== '') {
      if (v.country === 'MY' && !/^\d{5}$/.test(post)) issue('postCode', 'shop.address.errors.postCodeMy');
      else if (!/^[A-Za-z0-9 -]{3,10}$/.test(post)) issue('postCode', 'shop.address.errors.postCode');
    }
    const phone = cleanPhone(v.phone);
    if (phone !== '' && !/^\d{6,15}$/.test(phone)) issue('phone', 'shop.address.errors.phone');
  }) satisfies z.ZodType<AddressFormValues>;

/** A new address in the company's country, with its calling code. */
export function emptyAddressValues(country: string, primary = false): AddressFormValues {
  return {
    firstName: '',
    lastName: '',
    addrTitle: '',
    email: '',
    address1: '',
    address2: '',
    postCode: '',
    city: '',
    state: '',
    country,
    phoneCode: country === 'ID' ? '+62' : '+60',
    phone: '',
    primary,
    regencyCode: '',
    districtCode: '',
    villageCode: '',
  };
}

export function addressValues(a: Address): AddressFormValues {
  return {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    addrTitle: a.addrTitle ?? '',
    email: a.email ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    postCode: a.postCode ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    country: a.country || 'MY',
    phoneCode: a.phoneCode || '+60',
    phone: a.phone ?? '',
    primary: a.primary,
    regencyCode: a.regencyCode ?? '',
    districtCode: a.districtCode ?? '',
    villageCode: a.villageCode ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The form → POST /api/sales/customer/store (empty optional fields as null; `primary` is not part of it: the
 * dialog sets it after saving). An Indonesian address sends its region codes and the regency's name as the
 * city; any other sends the codes as null.
 */
export function toAddressInput(v: AddressFormValues, id?: number): AddressInput {
  const regions = usesRegions(v.country);
  return {
    ...(id ? { id } : {}),
    firstName: v.firstName.trim(),
    lastName: orNull(v.lastName),
    addrTitle: orNull(v.addrTitle),
    email: orNull(v.email),
    address1: v.address1.trim(),
    address2: orNull(v.address2),
    postCode: v.postCode.trim(),
    city: v.city.trim(),
    state: v.state,
    country: v.country,
    phoneCode: v.phoneCode,
    phone: cleanPhone(v.phone),
    regencyCode: regions ? orNull(v.regencyCode) : null,
    districtCode: regions ? orNull(v.districtCode) : null,
    villageCode: regions ? orNull(v.villageCode) : null,
  };
}

/** The address a save added: the one whose id the list before did not have. */
export function addedAddress(before: readonly Address[] | undefined, after: readonly Address[]): Address | undefined {
  const known = new Set((before ?? []).map((a) => a.id));
  return after.find((a) => !known.has(a.id));
}

/** "Aina Ali" */
export const receiverName = (a: Pick<Address, 'firstName' | 'lastName'>) => [a.firstName, a.lastName].filter((x) => x && x.trim()).join(' ');
