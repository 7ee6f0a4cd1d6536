/** Shapes from docs/api-catalogue.md. Money, weights and dimensions are decimal strings. */

export type ProductStatus = 'published' | 'scheduled' | 'suspended';
export type PromoStatus = 'ongoing' | 'upcoming' | 'expired' | 'suspended';

export interface Paged<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
}

export interface ProductListItem {
  id: number;
  name: string;
  sku: string;
  categoryId: number | null;
  categoryName: string | null;
  retailPrice: string;
  status: ProductStatus;
  publishDate: string | null;
  coverThumb: string | null;
  stock: number;
  variantCount: number;
}

export interface TierPrice {
  tierId: number;
  tierName: string;
  price: string | null;
}

export interface QuantityRange {
  minRange: number;
  maxRange: number;
  price: string;
}

export interface OptionValue {
  id: number;
  value: string;
  image: string | null;
}

export interface ProductOption {
  id: number;
  name: string;
  values: OptionValue[];
}

export interface Variant {
  id: number;
  optionValueIds: number[];
  label: string;
  stock: number | null;
}

export interface ProductImage {
  id: number;
  image: string;
  thumb: string;
}

export interface Product {
  id: number;
  name: string;
  sku: string;
  categoryId: number | null;
  categoryName: string | null;
  description: string | null;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  retailPrice: string;
  storePrice: string | null;
  point: string | null;
  tierPrices: TierPrice[];
  salesProfit: string | null;
  commission: string | null;
  affiliateCommission: string | null;
  introducerBonus: string | null;
  rankDiscount: string | null;
  quantityRanges: QuantityRange[];
  options: ProductOption[];
  variants: Variant[];
  status: ProductStatus;
  publishDate: string | null;
  firstOrderOnly: boolean;
  preorder: boolean;
  preorderLimit: number | null;
  ratingEnabled: boolean;
  coverImage: string | null;
  coverThumb: string | null;
  images: ProductImage[];
}

/** POST /api/product/store: the Product fields without the read-only ones; an option value keeps its id to keep its stock. */
export interface ProductInput {
  id?: number;
  name: string;
  sku: string;
  categoryId: number | null;
  description: string | null;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  retailPrice: string;
  storePrice: string | null;
  point: string | null;
  tierPrices: { tierId: number; price: string | null }[];
  salesProfit: string | null;
  commission: string | null;
  affiliateCommission: string | null;
  introducerBonus: string | null;
  rankDiscount: string | null;
  quantityRanges: QuantityRange[];
  options: { id?: number; name: string; values: { id?: number; value: string }[] }[];
  status: ProductStatus;
  publishDate: string | null;
  firstOrderOnly: boolean;
  preorder: boolean;
  preorderLimit: number | null;
  ratingEnabled: boolean;
}

export interface ProductListParams {
  search?: string;
  categoryId?: number;
  status?: ProductStatus;
  page?: number;
  perPage?: number;
}

export type ImageSlot = 'cover' | 'extra' | 'option';

export interface PreviewStoreItem {
  id: number;
  name: string;
  categoryName: string | null;
  coverThumb: string | null;
  price: string;
  retailPrice: string;
  point: string | null;
  stock: number | null;
  firstOrderOnly: boolean;
  preorder: boolean;
}

export interface PreviewStore extends Paged<PreviewStoreItem> {
  tierName: string;
  showStock: boolean;
}

export interface PreviewProduct {
  id: number;
  name: string;
  description: string | null;
  categoryName: string | null;
  coverImage: string | null;
  images: string[];
  price: string | null;
  retailPrice: string;
  point: string | null;
  weight: string | null;
  quantityRanges: QuantityRange[];
  options: ProductOption[];
  variants: Variant[];
  firstOrderOnly: boolean;
  preorder: boolean;
  preorderLimit: number | null;
  showStock: boolean;
  tierName: string;
  available: boolean;
}

/** What packages and combos share (list rows, badges, the dates). */
export interface PromoBase {
  id: number;
  name: string;
  code: string;
  price: string;
  startDate: string;
  stopDate: string;
  firstOrder: boolean;
  status: PromoStatus;
}

export interface PackageItem {
  productId: number;
  variantId: number | null;
  quantity: number;
  productName: string;
  variantLabel: string | null;
}

export interface Package extends PromoBase {
  items: PackageItem[];
}

export interface PackageInput {
  id?: number;
  name: string;
  code: string;
  price: string;
  startDate: string;
  stopDate: string;
  firstOrder: boolean;
  items: { productId: number; variantId?: number; quantity: number }[];
}

export interface ComboVariant {
  id: number;
  label: string;
  stock: number | null;
}

export interface ComboProduct {
  id: number;
  name: string;
  coverThumb: string | null;
  variants: ComboVariant[];
}

export interface Combo extends PromoBase {
  requiredQuantity: number;
  coverImage: string | null;
  productIds: number[];
  products: ComboProduct[];
}

export interface ComboInput {
  id?: number;
  name: string;
  code: string;
  requiredQuantity: number;
  price: string;
  startDate: string;
  stopDate: string;
  firstOrder: boolean;
  productIds: number[];
}

export interface ComboPick {
  productId: number;
  variantId: number;
  quantity: number;
}

export interface ComboCheckResult {
  comboId: number;
  price: string;
  quantity: number;
  picks: ComboPick[];
}
