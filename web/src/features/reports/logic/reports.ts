/**
 * The master reports (docs/api-reports.md, "Master reports"): which calls each one makes, which filters
 * apply to its rows, which statuses it filters by and what its export is called. One screen draws them all.
 */
import { AGENT_STATUSES } from '@/features/agents/api/types';
import { ORDER_STATUSES } from '@/features/orders/api/types';

export const REPORTS = ['transaction', 'payment-method', 'recruitment', 'kpi', 'agent', 'customer', 'inventory', 'product-sales'] as const;
export type Report = (typeof REPORTS)[number];
export const DEFAULT_REPORT: Report = 'transaction';

/** The filters a report may take (the query's names). */
export type FilterKey = 'from' | 'to' | 'branchId' | 'tierId' | 'agentId' | 'state' | 'productIds' | 'status';

/** Whose statuses the report filters by (none: no status filter). */
export type StatusFamily = 'order' | 'agent' | null;

/** What the breakdown's labels are: they are translated (statuses, methods), named (states) or shown as sent. */
export type BreakdownLabel = 'orderStatus' | 'paymentMethod' | 'agentStatus' | 'state' | 'plain';

export interface ReportSpec {
  summary: string;
  /** null: a summary only (payment methods). */
  list: string | null;
  /** The export's `report=`; null: no export. */
  exportCode: string | null;
  filters: readonly FilterKey[];
  statuses: StatusFamily;
  breakdown: BreakdownLabel;
}

const ORDER_FILTERS: readonly FilterKey[] = ['from', 'to', 'branchId', 'tierId', 'agentId', 'state', 'productIds'];

export const REPORT_SPECS: Record<Report, ReportSpec> = {
  transaction: { summary: '/api/transaction/summary', list: '/api/transaction/list', exportCode: 'transaction', filters: [...ORDER_FILTERS, 'status'], statuses: 'order', breakdown: 'orderStatus' },
  // Payments by method are the transaction report's orders, grouped: the same filters (the server takes an order status too).
  'payment-method': { summary: '/api/transaction/payment-method', list: null, exportCode: null, filters: [...ORDER_FILTERS, 'status'], statuses: 'order', breakdown: 'paymentMethod' },
  recruitment: { summary: '/api/recruitment/summary', list: '/api/recruitment/list', exportCode: 'recruitment', filters: ['from', 'to', 'tierId', 'agentId', 'state', 'status'], statuses: 'agent', breakdown: 'plain' },
  kpi: { summary: '/api/kpi/summary', list: '/api/kpi/sales-list', exportCode: 'kpi', filters: ['from', 'to', 'tierId', 'agentId', 'state'], statuses: null, breakdown: 'plain' },
  agent: { summary: '/api/agent-report/summary', list: '/api/agent-report/list', exportCode: 'agent', filters: ['from', 'to', 'tierId', 'agentId', 'state', 'status'], statuses: 'agent', breakdown: 'agentStatus' },
  customer: { summary: '/api/customer-report/summary', list: '/api/customer-report/list', exportCode: 'customer', filters: ORDER_FILTERS, statuses: null, breakdown: 'state' },
  inventory: { summary: '/api/report/inventory/summary', list: '/api/report/inventory/list', exportCode: 'inventory', filters: ['from', 'to', 'branchId', 'productIds'], statuses: null, breakdown: 'plain' },
  'product-sales': { summary: '/api/product-sales-report/summary', list: '/api/product-sales-report/list', exportCode: 'product-sales', filters: ORDER_FILTERS, statuses: null, breakdown: 'plain' },
};

export const isReport = (value: string | null | undefined): value is Report => (REPORTS as readonly string[]).includes(value ?? '');

/** The report of the address, the transaction report otherwise. */
export const readReport = (raw: string | null | undefined): Report => {
  const v = raw?.trim().toLowerCase();
  return isReport(v) ? v : DEFAULT_REPORT;
};

export const takes = (report: Report, filter: FilterKey) => REPORT_SPECS[report].filters.includes(filter);

/** The statuses a report filters by, in the API's order. */
export function statusesOf(report: Report): readonly string[] {
  const family = REPORT_SPECS[report].statuses;
  return family === 'order' ? ORDER_STATUSES : family === 'agent' ? AGENT_STATUSES : [];
}

/** The most products a report filters by (more is 422). */
export const MAX_PRODUCTS = 10;

/** Rows of a list page. */
export const REPORT_PER_PAGE = 20;

/** The figure keys the reports send (each has a label in every language). */
export const FIGURE_KEYS = [
  'orders', 'completedOrders', 'cancelledOrders', 'sales', 'units', 'averageOrder', 'paidOrders',
  'newAgents', 'activeAgents', 'recruiting', 'agentsWithSales', 'personalSales', 'averagePerAgent',
  'agents', 'inactiveAgents', 'suspendedAgents', 'commission',
  'customers', 'repeatCustomers', 'spend', 'averageSpend',
  'variants', 'onHand', 'stockIn', 'stockOut', 'outOfStock', 'products',
] as const;

/** The column keys the lists send (each has a header in every language). */
export const COLUMN_KEYS = [
  'number', 'placedAt', 'agent', 'seller', 'status', 'paymentMethod', 'state', 'units', 'total',
  'joinedAt', 'username', 'name', 'tier', 'upline', 'downline',
  'personalUnits', 'personalSales', 'groupSales', 'totalPersonalGroupSales',
  'orders', 'sales', 'commission', 'phone', 'email', 'spend', 'lastOrderAt',
  'product', 'sku', 'variant', 'branch', 'onHand', 'stockIn', 'stockOut',
] as const;
