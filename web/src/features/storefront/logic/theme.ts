/**
 * The store's own colour as the storefront's accent. Buttons put white text on it, so a colour too light
 * for that is darkened until white text on it reads (WCAG contrast 4.5:1); an invalid colour gives null
 * (the company's colour stays).
 */
const HEX6 = /^#([0-9a-f]{6})$/i;
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast of white text on this colour (1 to 21). */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(toRgb(hex)) + 0.05);

/** The accent to use for `color`: itself when white text reads on it, a darker shade when not, null when invalid. */
export function readableAccent(color: string | null | undefined): string | null {
  if (!color || !HEX6.test(color)) return null;
  let rgb = toRgb(color);
  for (let i = 0; i < 40 && contrastWithWhite(toHex(rgb)) < MIN_CONTRAST; i++) {
    rgb = rgb.map((c) => c * 0.92) as Rgb;
  }
  return toHex(rgb);
}
