/** How many pages `total` rows make at `perPage` a page (at least one). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}
