/** Shapes from docs/api-catalogue.md § Inventory. Quantities are whole units. */
export type Band = 'high' | 'medium' | 'low' | 'out';
export const BANDS: readonly Band[] = ['high', 'medium', 'low', 'out'];

export interface InventoryRow {
  productId: number;
  productName: string;
  sku: string;
  variantId: number | null;
  variantLabel: string;
  branchId: number;
  branchName: string;
  quantity: number;
  received: number;
  percent: number;
  band: Band;
  coverThumb: string | null;
  updatedAt: string | null;
}

export interface InventoryPage {
  items: InventoryRow[];
  page: number;
  perPage: number;
  total: number;
}

export interface BranchOption {
  id: number;
  name: string;
  isMain: boolean;
}

export interface SelectVariant {
  variantId: number;
  label: string;
  quantity: number;
}

export interface SelectProduct {
  productId: number;
  name: string;
  sku: string;
  coverThumb: string | null;
  variants: SelectVariant[];
}

export interface InventorySelect {
  branches: BranchOption[];
  products: SelectProduct[];
}

export type StockType = 'in' | 'out';

export interface StoreItem {
  productId: number;
  variantId: number | null;
  type: StockType;
  quantity: number;
  reason: string;
  returnReason: string | null;
}

export interface StorePayload {
  branchId: number;
  items: StoreItem[];
}

export interface HistoryEntry {
  id: number;
  productId: number;
  productName: string;
  variantLabel: string;
  branchName: string;
  type: StockType;
  quantity: number;
  reason: string;
  returnReason: string | null;
  by: string | null;
  createdAt: string;
  /** The order that took or gave back these units: only the order can undo them. */
  orderId: number | null;
}

export interface HistoryPage {
  items: HistoryEntry[];
  page: number;
  perPage: number;
  hasMore: boolean;
}

export interface Category {
  id: number;
  name: string;
}
