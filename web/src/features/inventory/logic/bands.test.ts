import { describe, expect, it } from 'vitest';
import { bandFromPercent, bandOf, barWidth } from './bands';

describe('bandFromPercent', () => {
  it.each([
    [100, 'high'],
    [80.5, 'high'],
    [80, 'medium'],
    [50, 'medium'],
    [49.9, 'low'],
    [1, 'low'],
    [0, 'out'],
    [Number.NaN, 'out'],
  ])('%s %% → %s', (percent, band) => {
    expect(bandFromPercent(percent)).toBe(band);
  });

  it('is out when nothing is on hand whatever the percent', () => {
    expect(bandFromPercent(90, 0)).toBe('out');
  });
});

describe('bandOf', () => {
  it('trusts a known server band, works one out otherwise', () => {
    expect(bandOf({ band: 'medium', percent: 80, quantity: 40 })).toBe('medium');
    expect(bandOf({ band: 'weird', percent: 30, quantity: 3 })).toBe('low');
    expect(bandOf({ band: null, percent: 0, quantity: 0 })).toBe('out');
  });
});

it('clamps the bar width', () => {
  expect(barWidth(120)).toBe(100);
  expect(barWidth(-5)).toBe(0);
  expect(barWidth(33.4)).toBe(33);
  expect(barWidth(Number.NaN)).toBe(0);
});
