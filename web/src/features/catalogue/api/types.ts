/** The catalogue's shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under the names
 * the screens use. Money, weights and dimensions are decimal strings. */
import type { Narrow, Schema, Sent } from '@/lib/schema';

export type ProductStatus = 'published' | 'scheduled' | 'suspended';
export type PromoStatus = 'ongoing' | 'upcoming' | 'expired' | 'suspended';

export interface Paged<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
}

export type ProductListItem = Narrow<Sent<Schema<'ProductSummary'>>, { status: ProductStatus }>;

export type TierPrice = Sent<Schema<'TierPrice'>>;

export type QuantityRange = Sent<Schema<'QuantityRangePrice'>>;

/** One schema serves the product form's body and the answer: an answer's options and values always have `id`. */
export type OptionValue = Narrow<Sent<Schema<'OptionValue'>>, { id: number }>;

export type ProductOption = Narrow<Sent<Schema<'ProductOption'>>, { id: number; values: OptionValue[] }>;

export type Variant = Sent<Schema<'Variant'>>;

export type ProductImage = Sent<Schema<'ProductImage'>>;

/** GET /api/product/detail; POST /api/product/store takes the same schema (ProductInput). */
/** One schema serves the form's body and the answer, so the document leaves `id` and `status` optional; an answer always has them. */
export type Product = Narrow<Sent<Schema<'Product'>>, { id: number; status: ProductStatus; options: ProductOption[] }>;

/** POST /api/product/store: the Product without the read-only fields; an option value keeps its id to keep its stock. */
export type ProductInput = Narrow<
  Omit<Schema<'Product'>, 'categoryName' | 'variants' | 'coverImage' | 'coverThumb' | 'images'>,
  { status?: ProductStatus }
>;

export interface ProductListParams {
  search?: string;
  categoryId?: number;
  status?: ProductStatus;
  page?: number;
  perPage?: number;
}

export type ImageSlot = 'cover' | 'extra' | 'option';

export type PreviewStoreItem = Sent<Schema<'ShopItem'>>;

export type PreviewStore = Sent<Schema<'ShopPage'>>;

export type PreviewProduct = Narrow<Sent<Schema<'ShopProduct'>>, { options: ProductOption[] }>;

export type PackageItem = Sent<Schema<'PackageItem'>>;

/** One schema serves the form's body and the answer: an answer always has `id` and `status`. */
export type Package = Narrow<Sent<Schema<'Package'>>, { id: number; status: PromoStatus }>;

/** POST /api/product/package/store: no id creates. */
export type PackageInput = Omit<Schema<'Package'>, 'status'>;

export type ComboVariant = Sent<Schema<'ComboVariant'>>;

export type ComboProduct = Sent<Schema<'ComboProduct'>>;

/** One schema serves the form's body and the answer: an answer always has `id` and `status`. */
export type Combo = Narrow<Sent<Schema<'Combo'>>, { id: number; status: PromoStatus }>;

/** What packages and combos share (list rows, badges, the dates). */
export type PromoBase = Pick<Package, 'id' | 'name' | 'code' | 'price' | 'startDate' | 'stopDate' | 'firstOrder' | 'status'>;

/** POST /api/product/combo/store: no id creates. */
export type ComboInput = Omit<Schema<'Combo'>, 'status' | 'products' | 'coverImage'>;

export type ComboPick = Sent<Schema<'Pick'>>;

export type ComboCheckResult = Sent<Schema<'ComboChecked'>>;
