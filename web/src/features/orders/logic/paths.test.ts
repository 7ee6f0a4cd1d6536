import { describe, expect, it } from 'vitest';
import { detailsPath, pickupPath, printIds, printPath } from './paths';

describe('order paths', () => {
  it('links the details, pickup and print pages', () => {
    expect(detailsPath(55)).toBe('/manage-orders/order-details?id=55');
    expect(pickupPath(55)).toBe('/manage-orders/update-pickup?id=55');
    expect(printPath('invoice', [55])).toBe('/manage-orders/order-details/invoice?id=55');
    expect(printPath('packing-list', [55, 56])).toBe('/manage-orders/order-details/packing-list?ids=55,56');
  });

  it('reads the ids a print page is for', () => {
    expect(printIds(new URLSearchParams('id=55'))).toEqual([55]);
    expect(printIds(new URLSearchParams('ids=55,56,x,56,-1'))).toEqual([55, 56]);
    expect(printIds(new URLSearchParams(''))).toEqual([]);
  });
});
