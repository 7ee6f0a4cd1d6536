/** Products (docs/api-catalogue.md § Products): list, detail, store, suspend, delete, images, previews. */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { ImageSlot, Paged, PreviewProduct, PreviewStore, Product, ProductInput, ProductListItem, ProductListParams } from './types';

export const PRODUCT_LIST_PATH = '/api/product';
export const PRODUCTS_PER_PAGE = 20;

export const productListKey = (p: ProductListParams) =>
  buildUrl(PRODUCT_LIST_PATH, {
    search: p.search || undefined,
    categoryId: p.categoryId,
    status: p.status,
    page: p.page ?? 1,
    perPage: p.perPage ?? PRODUCTS_PER_PAGE,
  });

/** A page of products; the previous page stays on screen while the next one loads. */
export const useProducts = (p: ProductListParams, enabled = true) =>
  useSWR<Paged<ProductListItem>>(enabled ? productListKey(p) : null, { keepPreviousData: true });

export const productKey = (id: number) => buildUrl('/api/product/detail', { id });
export const useProduct = (id: number | null | undefined) => useSWR<Product>(id ? productKey(id) : null);

/** Every cached product list and store preview is stale after a change (`mutate` from useSWRConfig). */
export function refreshProductLists(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && (key.startsWith(`${PRODUCT_LIST_PATH}?`) || key.startsWith('/api/product/preview')));
}

/** Puts a product the server answered into the cache (and marks the lists stale). */
export async function cacheProduct(mutate: ScopedMutator, product: Product): Promise<Product> {
  await mutate(productKey(product.id), product, { revalidate: false });
  void refreshProductLists(mutate);
  return product;
}

export const saveProduct = (input: ProductInput) => api.post<Product>('/api/product/store', input);
export const suspendProduct = (id: number, suspended: boolean) => api.post<Product>('/api/product/suspend', { id, suspended });
export const deleteProduct = (id: number) => api.del<null>('/api/product/delete', { params: { id } });

export function uploadProductImage(input: { productId: number; slot: ImageSlot; valueId?: number; image: File }): Promise<Product> {
  const form = new FormData();
  form.append('productId', String(input.productId));
  form.append('slot', input.slot);
  if (input.valueId != null) form.append('valueId', String(input.valueId));
  form.append('image', input.image);
  return api.post<Product>('/api/product/upload-image', form);
}

export const deleteProductImage = (productId: number, imageId: number) =>
  api.del<Product>('/api/product/delete-image', { params: { productId, imageId } });

export interface PreviewStoreParams {
  tierId: number | null;
  categoryId?: number;
  search?: string;
  page?: number;
  perPage?: number;
}

export const usePreviewStore = (p: PreviewStoreParams) =>
  useSWR<PreviewStore>(
    p.tierId
      ? buildUrl('/api/product/preview-store', {
          tierId: p.tierId,
          categoryId: p.categoryId,
          search: p.search || undefined,
          page: p.page ?? 1,
          perPage: p.perPage ?? PRODUCTS_PER_PAGE,
        })
      : null,
    { keepPreviousData: true },
  );

export const usePreviewProduct = (id: number | null, tierId: number | null) =>
  useSWR<PreviewProduct>(id && tierId ? buildUrl('/api/product/preview', { id, tierId }) : null);
