import { describe, expect, it } from 'vitest';
import { addressLines, flowKey, nonZero } from './display';

describe('order display helpers', () => {
  it('maps every flow label of the contract to a text key', () => {
    const labels = ['Pending Payment', 'Pending Approval', 'Shipping', 'Receiving', 'Completed', 'Booking Over', 'Cancelled', 'Refund'];
    expect(labels.map(flowKey)).toEqual(['pendingPayment', 'pendingApproval', 'shipping', 'receiving', 'completed', 'bookingOver', 'cancelled', 'refund']);
    expect(flowKey('Something new')).toBeNull();
  });

  it('prints an address as lines', () => {
    expect(addressLines({ address1: '1 Jalan Mawar', address2: null, postCode: '50000', city: 'Kuala Lumpur', state: '14', stateName: 'W.P. Kuala Lumpur', country: 'MY' })).toEqual([
      '1 Jalan Mawar',
      '50000 Kuala Lumpur',
      'W.P. Kuala Lumpur, MY',
    ]);
    expect(addressLines(null)).toEqual([]);
  });

  it('prints an Indonesian address with its district and village the Indonesian way', () => {
    expect(
      addressLines({
        address1: 'Jl. Merdeka 1', address2: null, postCode: '23771', city: 'Kabupaten Aceh Selatan', state: '11', stateName: 'Aceh', country: 'ID',
        district: 'Kluet Utara', village: 'Kandang',
      }),
    ).toEqual(['Jl. Merdeka 1', 'Kandang, Kluet Utara, Kabupaten Aceh Selatan, Aceh 23771', 'ID']);
  });

  it('tells zero amounts', () => {
    expect(nonZero('0.00')).toBe(false);
    expect(nonZero('')).toBe(false);
    expect(nonZero('0.50')).toBe(true);
  });
});
