import { describe, expect, it } from 'vitest';
import { addressLines, fullPhone, recordCrumbs } from './record';

describe('record display', () => {
  it('joins the phone code and number', () => {
    expect(fullPhone('+60', '123456789')).toBe('+60 123456789');
    expect(fullPhone('+60', null)).toBe('');
    expect(fullPhone(null, '123')).toBe('123');
  });
  it('lays out the address, leaving out blanks', () => {
    expect(addressLines({ line1: '1 Jalan Ampang', line2: '', postcode: '50450', city: 'Kuala Lumpur', state: 'WP Kuala Lumpur', country: 'Malaysia' })).toEqual([
      '1 Jalan Ampang', '50450 Kuala Lumpur', 'WP Kuala Lumpur, Malaysia',
    ]);
    expect(addressLines({ line1: null, line2: null, postcode: null, city: null, state: null, country: null })).toEqual([]);
  });
  it('ends the path at the agent', () => {
    expect(recordCrumbs({ id: 9, name: 'Nurul', path: [{ id: 7, name: 'Lim' }] })).toEqual([{ id: 7, name: 'Lim' }, { id: 9, name: 'Nurul' }]);
  });
});

it('reads an id from the address', async () => {
  const { readId } = await import('./record');
  expect(readId('9')).toBe(9);
  expect(readId('0')).toBeNull();
  expect(readId('abc')).toBeNull();
  expect(readId(null)).toBeNull();
});
