/** Where the voucher screens live. */
export const VOUCHERS_PATH = '/voucher';
export const NEW_VOUCHER_PATH = '/voucher/new';
export const editPath = (v: { id: number }) => `/voucher/edit?id=${v.id}`;
export const historyPath = (v: { id: number }) => `/voucher/history?id=${v.id}`;
