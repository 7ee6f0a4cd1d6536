import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import type { Courier } from '../api/types';
import { COURIER_MSG, courierInput, courierSchema, courierValues, emptyRegion, placeCourierErrors, withSortedRates } from './courier-form';
import { RATE_MSG } from './rates';
import { rateCheckSchema, rateParams } from './rate-check';

const courier: Courier = {
  id: 1,
  name: 'J&T',
  service: 'Standard',
  rateBasis: 'weight',
  handlingFee: '1.00',
  freeShippingThreshold: '150.00',
  active: true,
  regions: [{ id: 4, name: 'West Malaysia', country: 'MY', states: ['01', '10'], rates: [{ upTo: '3.000', price: '9.00' }, { upTo: '1.000', price: '6.00' }] }],
};

function issues(values: unknown): Record<string, string> {
  const r = courierSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('courier form values', () => {
  it('starts a new courier active, by weight, with one empty region', () => {
    const v = courierValues();
    expect(v).toMatchObject({ rateBasis: 'weight', active: true, regions: [emptyRegion()] });
  });

  it('loads a courier with its rates in order', () => {
    expect(courierValues(courier).regions[0].rates.map((r) => r.upTo)).toEqual(['1.000', '3.000']);
  });

  it('builds the body: trimmed, blanks resolved, region ids kept', () => {
    const v = courierValues(courier);
    v.name = ' J&T ';
    v.handlingFee = '';
    v.freeShippingThreshold = ' ';
    expect(courierInput(v, 1)).toEqual({
      id: 1,
      name: 'J&T',
      service: 'Standard',
      rateBasis: 'weight',
      handlingFee: '0.00',
      freeShippingThreshold: null,
      active: true,
      regions: [{ id: 4, name: 'West Malaysia', country: 'MY', states: ['01', '10'], rates: [{ upTo: '1.000', price: '6.00' }, { upTo: '3.000', price: '9.00' }] }],
    });
    expect(courierInput(courierValues(), undefined)).not.toHaveProperty('id');
    expect(courierInput(courierValues()).regions[0]).not.toHaveProperty('id');
  });

  it('sorts rates before saving', () => {
    const v = courierValues();
    v.regions[0].rates = [{ upTo: '5', price: '10' }, { upTo: '2', price: '7' }];
    expect(withSortedRates(v).regions[0].rates.map((r) => r.upTo)).toEqual(['2', '5']);
  });
});

describe('courier rules', () => {
  it('accepts a complete courier', () => {
    expect(issues(courierValues(courier))).toEqual({});
  });

  it('needs a name, a service and at least one region', () => {
    const m = issues({ ...courierValues(), name: ' ', service: '', regions: [] });
    expect(m).toMatchObject({ name: COURIER_MSG.required, service: COURIER_MSG.required, regions: COURIER_MSG.noRegions });
  });

  it('needs each region named, with states and rates that make sense', () => {
    const v = courierValues();
    v.regions = [{ id: null, name: '', country: 'MY', states: [], rates: [] }, { ...emptyRegion(), name: 'East', states: ['12'], rates: [{ upTo: '1', price: '5' }, { upTo: '1.0', price: '6' }] }];
    const m = issues(v);
    expect(m['regions.0.name']).toBe(COURIER_MSG.required);
    expect(m['regions.0.states']).toBe(COURIER_MSG.noStates);
    expect(m['regions.0.rates']).toBe(COURIER_MSG.noRates);
    expect(m['regions.1.rates.1.upTo']).toBe(RATE_MSG.duplicate);
  });

  it('checks money fields', () => {
    expect(issues({ ...courierValues(courier), handlingFee: '1.234' }).handlingFee).toBe(COURIER_MSG.money);
  });
});

describe('placeCourierErrors', () => {
  it('places known paths and keeps the rest for the form message', () => {
    const err = new ApiError({
      status: 422,
      message: 'Invalid input',
      errors: { name: 'Already used', 'regions.0.states': 'Unknown state 99', 'regions.0.rates.1.upTo': 'Must be distinct', 'regions.5.name': 'x', other: 'Something else' },
    });
    expect(placeCourierErrors(err, courierValues(courier))).toEqual({
      fields: [
        ['name', 'Already used'],
        ['regions.0.states', 'Unknown state 99'],
        ['regions.0.rates.1.upTo', 'Must be distinct'],
      ],
      general: ['x', 'Something else'],
    });
    expect(placeCourierErrors(new Error('boom'), courierValues())).toEqual({ fields: [], general: [] });
  });
});

describe('rate check', () => {
  it('needs a state and a weight or a number of units', () => {
    const r = rateCheckSchema.safeParse({ country: 'MY', state: '', weight: '', units: '', subtotal: '' });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['state', 'weight']);
  });

  it('leaves blanks out of the query', () => {
    expect(rateParams({ country: 'MY', state: '10', weight: ' 2.5 ', units: '', subtotal: '120.00' })).toEqual({
      country: 'MY',
      state: '10',
      weight: '2.5',
      units: undefined,
      subtotal: '120.00',
    });
  });
});
