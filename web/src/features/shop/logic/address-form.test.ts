import { describe, expect, it } from 'vitest';
import { addedAddress, addressSchema, emptyAddressValues, toAddressInput, type AddressFormValues } from './address-form';

const filled = (patch: Partial<AddressFormValues> = {}): AddressFormValues => ({
  ...emptyAddressValues('MY'),
  firstName: 'Aina', lastName: 'Ali', address1: '1 Jalan Mawar', postCode: '50000', city: 'Kuala Lumpur', state: '14', phone: '12-345 6789',
  ...patch,
});

function issues(v: AddressFormValues): Record<string, string> {
  const r = addressSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('address form', () => {
  it('takes a complete address', () => {
    expect(issues(filled())).toEqual({});
  });
  it('needs the fields the server needs', () => {
    expect(issues(emptyAddressValues('MY'))).toEqual({
      firstName: 'errors.required', address1: 'errors.required', postCode: 'errors.required', city: 'errors.required', state: 'errors.required', phone: 'errors.required',
    });
  });
  it('checks a Malaysian postcode, the e-mail and the phone', () => {
    expect(issues(filled({ postCode: '5000' }))).toEqual({ postCode: 'shop.address.errors.postCodeMy' });
    expect(issues(filled({ country: 'ID', phoneCode: '+62', postCode: '10110', state: '11', regencyCode: '11.01', districtCode: '11.01.01', villageCode: '11.01.01.2001' }))).toEqual({});
    expect(issues(filled({ email: 'nope' }))).toEqual({ email: 'errors.invalidEmail' });
    expect(issues(filled({ phone: '12ab' }))).toEqual({ phone: 'shop.address.errors.phone' });
  });
  it('sends trimmed values, empty optional ones as null and the phone as digits', () => {
    expect(toAddressInput(filled({ addrTitle: ' Home ', email: '' }), 3)).toEqual({
      id: 3, firstName: 'Aina', lastName: 'Ali', addrTitle: 'Home', email: null, address1: '1 Jalan Mawar', address2: null,
      postCode: '50000', city: 'Kuala Lumpur', state: '14', country: 'MY', phoneCode: '+60', phone: '123456789',
      regencyCode: null, districtCode: null, villageCode: null,
    });
    expect(toAddressInput(filled())).not.toHaveProperty('id');
  });
  it('asks an Indonesian address for its province, regency, district and village instead of a typed city', () => {
    const indonesian = filled({ country: 'ID', phoneCode: '+62', postCode: '23771', city: '', state: '' });
    expect(issues(indonesian)).toEqual({
      state: 'shop.address.errors.provinceRequired', regencyCode: 'shop.address.errors.regencyRequired',
      districtCode: 'shop.address.errors.districtRequired', villageCode: 'shop.address.errors.villageRequired',
    });
    expect(issues({ ...indonesian, state: '11', regencyCode: '11.01', districtCode: '11.01.01', villageCode: '' })).toEqual({ villageCode: 'shop.address.errors.villageRequired' });
  });
  it('sends an Indonesian address with its region codes and the regency as the city; any other with null codes', () => {
    const v = filled({ country: 'ID', phoneCode: '+62', postCode: '23771', city: 'Kabupaten Aceh Selatan', state: '11', regencyCode: '11.01', districtCode: '11.01.01', villageCode: '11.01.01.2001' });
    expect(toAddressInput(v)).toMatchObject({ city: 'Kabupaten Aceh Selatan', state: '11', country: 'ID', regencyCode: '11.01', districtCode: '11.01.01', villageCode: '11.01.01.2001' });
    expect(toAddressInput({ ...v, country: 'MY' })).toMatchObject({ regencyCode: null, districtCode: null, villageCode: null });
  });
  it('finds the address a save added', () => {
    const a = { id: 3 } as never;
    const b = { id: 4 } as never;
    expect(addedAddress([a], [b, a])).toBe(b);
    expect(addedAddress(undefined, [a])).toBe(a);
    expect(addedAddress([a], [a])).toBeUndefined();
  });
});
