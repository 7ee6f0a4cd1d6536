import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128BBars, code128BValues, code128BWidths, isCode128B } from './code128';

describe('Code 128 (code set B)', () => {
  it('has 107 patterns of 11 modules (the stop 13), with an even number of bar modules', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    CODE128_PATTERNS.forEach((p, v) => {
      const widths = [...p].map(Number);
      expect(widths.reduce((a, b) => a + b, 0), `value ${v}`).toBe(v === 106 ? 13 : 11);
      const bars = widths.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
      expect(bars % 2, `value ${v}`).toBe(0);
    });
  });

  it('encodes "RK1" as computed by hand', () => {
    // R = 82 − 32 = 50, K = 75 − 32 = 43, 1 = 49 − 32 = 17;
    // checksum = (104 + 1×50 + 2×43 + 3×17) mod 103 = 291 mod 103 = 85.
    expect(code128BValues('RK1')).toEqual([104, 50, 43, 17, 85, 106]);
    expect(code128BWidths('RK1').join('')).toBe(['211214', '231131', '112331', '123221', '124211', '2331112'].join(''));
  });

  it('computes the checksum of a full order number', () => {
    const values = code128BValues('RK2611230001');
    const data = values.slice(1, -2);
    expect(data).toEqual([...'RK2611230001'].map((c) => c.charCodeAt(0) - 32));
    expect(values.at(-2)).toBe(data.reduce((s, v, i) => s + v * (i + 1), 104) % 103);
    expect(values.at(-1)).toBe(106);
  });

  it('lays out bars in modules: 11 per symbol, 13 for the stop', () => {
    const { bars, modules } = code128BBars('RK1');
    expect(modules).toBe(11 * 5 + 13);
    expect(bars[0]).toEqual({ x: 0, width: 2 }); // start B begins with a 2-module bar
    expect(bars.at(-1)).toEqual({ x: modules - 2, width: 2 }); // the terminating bar
    expect(bars).toHaveLength(3 * 5 + 4);
  });

  it('refuses characters outside set B', () => {
    expect(isCode128B('RK-01 ~')).toBe(true);
    expect(isCode128B('')).toBe(false);
    expect(isCode128B('Ä')).toBe(false);
    expect(() => code128BValues('tab\there')).toThrow();
  });
});
