import { describe, expect, it } from 'vitest';
import { hasRegion, indonesianPlace } from './address';

describe('address lines', () => {
  it('reads an Indonesian place smallest first, the postcode last', () => {
    expect(indonesianPlace({ village: 'Kandang', district: 'Kluet Utara', city: 'Kabupaten Aceh Selatan', province: 'Aceh', postCode: '23771' })).toBe(
      'Kandang, Kluet Utara, Kabupaten Aceh Selatan, Aceh 23771',
    );
    expect(indonesianPlace({ village: null, district: 'Kluet Utara', city: 'Kabupaten Aceh Selatan', province: '', postCode: null })).toBe('Kluet Utara, Kabupaten Aceh Selatan');
  });
  it('knows an address with a district or village', () => {
    expect(hasRegion({ district: 'Kluet Utara', village: null })).toBe(true);
    expect(hasRegion({ district: null, village: ' ' })).toBe(false);
    expect(hasRegion({})).toBe(false);
  });
});
