/**
 * Every screen of spec §2 that is not built yet: ONE array, from which the route table makes a route
 * that renders the translated title and "This screen is not available yet." inside the shell.
 * `area` decides who may open it (see navigation.ts).
 */
import type { Area } from '@/lib/access';

export interface PlaceholderRoute {
  path: string;
  /** key under `routes.` in the locale files */
  title: string;
  area: Area;
  /** public routes render without the signed-in shell */
  public?: boolean;
}

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  { path: '/manage-orders-ekoop', title: 'manage_orders_ekoop', area: 'orders' },
  { path: '/manage-orders-ekoop/order-details', title: 'ekoop_order_details', area: 'orders' },
  { path: '/manage-orders-ekoop/order-details/invoice', title: 'ekoop_order_invoice', area: 'orders' },
  { path: '/manage-orders-ekoop/update-pickup', title: 'ekoop_update_pickup', area: 'orders' },
  { path: '/ejenpay/:payType/:sessionId', title: 'ejenpay', area: 'common' },
  { path: '/integration', title: 'integration', area: 'integrations' },
  { path: '/e-invoicing', title: 'e_invoicing', area: 'reports' },
  { path: '/cp58', title: 'cp58', area: 'commission' },
  { path: '/hqCP58', title: 'hq_cp58', area: 'reports' },
  { path: '/go-affiliate/register', title: 'go_affiliate_register', area: 'stores' },
  { path: '/go-affiliate/account', title: 'go_affiliate_account', area: 'stores' },
  { path: '/go-affiliate/setup', title: 'go_affiliate_setup', area: 'stores' },
  { path: '/go-affiliate/store-summary', title: 'go_affiliate_summary', area: 'stores' },
  { path: '/ejen-store/register', title: 'ejen_store_register', area: 'stores' },
  { path: '/ejen-store/account', title: 'ejen_store_account', area: 'stores' },
  { path: '/ejen-store/setup', title: 'ejen_store_setup', area: 'stores' },
  { path: '/ejen-store/store-summary', title: 'ejen_store_summary', area: 'stores' },
  { path: '/e-koop/register', title: 'e_koop_register', area: 'stores' },
  { path: '/e-koop/account', title: 'e_koop_account', area: 'stores' },
  { path: '/e-koop/setup', title: 'e_koop_setup', area: 'stores' },
  { path: '/e-koop/store-summary', title: 'e_koop_summary', area: 'stores' },
  { path: '/e-koop/banner', title: 'e_koop_banner', area: 'stores' },
  { path: '/e-koop/banner/new', title: 'e_koop_banner_new', area: 'stores' },
];
