/**
 * Code 128, code set B, for the order and tracking number barcodes on the print pages (no dependency).
 * A symbol is: Start B (104), one value per character (ASCII − 32), the checksum
 * (Start B + Σ position × value, mod 103) and Stop (106), then a 2-module terminating bar, which the
 * stop pattern below already carries (seven elements, 13 modules).
 */

/** Element widths (bar, space, bar, space, bar, space) of values 0–106; each sums to 11 modules (stop: 13). */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const START_B = 104;
export const STOP = 106;

/** True when every character is printable ASCII (space to ~), the characters code set B holds. */
export function isCode128B(text: string): boolean {
  return /^[\x20-\x7e]+$/.test(text);
}

/** The symbol values: Start B, the characters, the checksum and Stop. Throws on characters outside set B. */
export function code128BValues(text: string): number[] {
  if (!isCode128B(text)) throw new Error(`Code 128B cannot encode: ${JSON.stringify(text)}`);
  const data = [...text].map((c) => c.charCodeAt(0) - 32);
  const checksum = data.reduce((sum, v, i) => sum + v * (i + 1), START_B) % 103;
  return [START_B, ...data, checksum, STOP];
}

/** The bar and space widths, in modules, bar first (quiet zones not included). */
export function code128BWidths(text: string): number[] {
  return code128BValues(text).flatMap((v) => [...CODE128_PATTERNS[v]].map(Number));
}

export interface Bar {
  /** left edge, in modules from the start of the symbol (after the quiet zone) */
  x: number;
  width: number;
}

/** The bars to draw (x and width in modules) and the symbol's total width in modules. */
export function code128BBars(text: string): { bars: Bar[]; modules: number } {
  const bars: Bar[] = [];
  let x = 0;
  code128BWidths(text).forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, width: w });
    x += w;
  });
  return { bars, modules: x };
}
