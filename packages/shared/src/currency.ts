/** The currencies a company sells in (the backend's Currency): ringgit with 2 decimals, rupiah with none. */
export const CURRENCIES = ['MYR', 'IDR'] as const;
export type Currency = (typeof CURRENCIES)[number];
