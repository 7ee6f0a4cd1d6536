import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ShipMethods } from '../api/types';
import { ShippingSection } from './ShippingSection';

const methods = (option: Partial<ShipMethods['options'][number]>): ShipMethods => ({
  options: [{ courierId: 1, name: 'J&T', service: 'Standard', shipping: '8.00', handlingFee: '1.00', total: '9.00', freeShipping: false, ...option }],
  selfPickup: false,
  pickupAddress: null,
  contactHq: false,
  message: null,
});

function show(m: ShipMethods) {
  render(<ShippingSection addressId={5} methods={m} error={undefined} retry={() => undefined} chosen={null} onChoose={() => undefined} serverError={null} />);
  return within(screen.getByTestId('ship-option'));
}

describe('checkout courier option', () => {
  afterEach(cleanup);

  it('charges rate and handling fee when shipping is not free', () => {
    const option = show(methods({}));
    expect(option.getByTestId('ship-option-price')).toHaveTextContent('RM 9.00');
    expect(option.getByTestId('ship-option-note')).toHaveTextContent('Includes a handling fee of RM 1.00');
  });

  it('past the free-shipping threshold shows the handling fee it still charges, not "Free"', () => {
    const option = show(methods({ shipping: '0.00', total: '1.00', freeShipping: true }));
    expect(option.getByTestId('ship-option-price')).toHaveTextContent('RM 1.00');
    expect(option.getByTestId('ship-option-note')).toHaveTextContent('Free shipping; handling fee RM 1.00');
    expect(option.queryByText('Free')).toBeNull();
  });

  it('reads "Free" only when nothing is charged', () => {
    const option = show(methods({ shipping: '0.00', handlingFee: '0.00', total: '0.00', freeShipping: true }));
    expect(option.getByTestId('ship-option-price')).toHaveTextContent('Free');
    expect(option.queryByTestId('ship-option-note')).toBeNull();
  });
});
