/** Inventory's shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under the names the
 * screens use. Quantities are whole units. */
import type { Narrow, Schema, Sent } from '@/lib/schema';

export type Band = 'high' | 'medium' | 'low' | 'out';
export const BANDS: readonly Band[] = ['high', 'medium', 'low', 'out'];

export type InventoryRow = Narrow<Sent<Schema<'StockLevel'>>, { band: Band }>;

export type InventoryPage = Narrow<Sent<Schema<'StockPage'>>, { items: InventoryRow[] }>;

export type BranchOption = Sent<Schema<'StockBranch'>>;

export type SelectVariant = Sent<Schema<'SelectVariant'>>;

export type SelectProduct = Sent<Schema<'SelectProduct'>>;

export type InventorySelect = Sent<Schema<'StockSelect'>>;

export type StockType = 'in' | 'out';

export type StoreItem = Narrow<Schema<'StockItem'>, { type?: StockType | null }>;

export type StorePayload = Narrow<Schema<'StockUpdate'>, { items: StoreItem[] }>;

export type HistoryEntry = Narrow<Sent<Schema<'HistoryEntry'>>, { type: StockType }>;

export type HistoryPage = Narrow<Sent<Schema<'HistoryPage'>>, { items: HistoryEntry[] }>;

export type Category = Sent<Schema<'Category'>>;
