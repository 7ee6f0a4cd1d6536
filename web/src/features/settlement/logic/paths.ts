/** The HQ order screen a payment's order opens on: the orders feature's details screen (features/orders/logic/paths.ts `detailsPath`), by order id. */
export const orderPath = (orderId: number) => `/manage-orders/order-details?id=${orderId}`;
