/** Ratings as the API sends them: an average as a decimal string ("4.5") and a count. */

/** The average as a number within 0..5, or null when there is none to show (no ratings, unreadable). */
export function ratingValue(average: string | null | undefined, count: number): number | null {
  if (count <= 0 || average == null) return null;
  const n = Number(average);
  if (!Number.isFinite(n)) return null;
  return Math.min(5, Math.max(0, n));
}

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a value, halves rounded to the nearest half star (4.3 → 4½, 4.2 → 4). */
export function stars(value: number): StarFill[] {
  const halves = Math.round(value * 2);
  return [0, 1, 2, 3, 4].map((i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'));
}

/** The average with one decimal ("4.5"), for the label beside the stars. */
export const ratingLabel = (value: number) => value.toFixed(1);
