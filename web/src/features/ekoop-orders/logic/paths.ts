/** Where the e-koop order screens live. */
export const EKOOP_ORDERS_PATH = '/manage-orders-ekoop';
export const EKOOP_DETAILS_PATH = '/manage-orders-ekoop/order-details';
export const EKOOP_INVOICE_PATH = '/manage-orders-ekoop/order-details/invoice';
export const EKOOP_PICKUP_PATH = '/manage-orders-ekoop/update-pickup';

export const ekoopDetailsPath = (id: number) => `${EKOOP_DETAILS_PATH}?id=${id}`;
export const ekoopInvoicePath = (id: number) => `${EKOOP_INVOICE_PATH}?id=${id}`;
export const ekoopPickupPath = (id: number) => `${EKOOP_PICKUP_PATH}?id=${id}`;
