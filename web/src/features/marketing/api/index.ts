/** News feed, hall of fame and product categories (docs/api-setup.md). Every POST answers the whole list. */
import useSWR from 'swr';
import { api } from '@/lib/api';

export interface NewsItem {
  id: number;
  pinned: boolean;
  subject: string;
  content: string;
  fileUrl: string | null;
  fileName: string | null;
  videoId: string | null;
  createdAt: string;
}

export interface HallOfFameEntry {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  userName: string;
  achievement: string;
  imageUrl: string | null;
}

export interface ProductCategory {
  id: number;
  name: string;
  /** How many products the category holds (docs/api-catalogue.md § Categories). */
  products?: number;
}

export const NEWS_KEY = '/api/setup/news-feed';
export const useNewsFeed = () => useSWR<NewsItem[]>(NEWS_KEY);

export interface NewsInput {
  id?: number;
  subject: string;
  content: string;
  videoId: string;
  pin: boolean;
  file?: File | null;
}

export function saveNews(input: NewsInput): Promise<NewsItem[]> {
  const form = new FormData();
  if (input.id != null) form.append('id', String(input.id));
  form.append('subject', input.subject);
  form.append('content', input.content);
  form.append('videoId', input.videoId);
  form.append('pin', input.pin ? 'true' : 'false');
  if (input.file) form.append('file', input.file);
  return api.post<NewsItem[]>(`${NEWS_KEY}/store`, form);
}
export const setNewsPin = (id: number, pin: boolean) => api.post<NewsItem[]>(`${NEWS_KEY}/updatePin`, { id, pin });
export const deleteNews = (id: number) => api.del<NewsItem[]>(`${NEWS_KEY}/delete`, { params: { id } });

export const HOF_KEY = '/api/setup/hof';
export const useHallOfFame = () => useSWR<HallOfFameEntry[]>(HOF_KEY);

export interface HallOfFameInput {
  id?: number;
  title: string;
  date: string;
  userName: string;
  achievement: string;
  image?: File | null;
}

export function saveHallOfFame(input: HallOfFameInput): Promise<HallOfFameEntry[]> {
  const form = new FormData();
  if (input.id != null) form.append('id', String(input.id));
  form.append('title', input.title);
  form.append('date', input.date);
  form.append('userName', input.userName);
  form.append('achievement', input.achievement);
  if (input.image) form.append('image', input.image);
  return api.post<HallOfFameEntry[]>(`${HOF_KEY}/store`, form);
}
export const deleteHallOfFame = (id: number) => api.del<HallOfFameEntry[]>(`${HOF_KEY}/delete`, { params: { id } });

export const CATEGORY_KEY = '/api/setup/product/category';
export const useProductCategories = () => useSWR<ProductCategory[]>(CATEGORY_KEY);
export const saveProductCategory = (input: { id?: number; name: string }) => api.post<ProductCategory[]>(`${CATEGORY_KEY}/store`, input);
export const deleteProductCategory = (id: number) => api.del<ProductCategory[]>(`${CATEGORY_KEY}/delete`, { params: { id } });
/** Moves every product of one category to another (`toId` null: no category); answers the list. */
export const moveCategoryProducts = (fromId: number, toId: number | null) => api.post<ProductCategory[]>(`${CATEGORY_KEY}/move`, { fromId, toId });
/** meta.error of a delete refused because the category still has products (409). */
export const CATEGORY_HAS_PRODUCTS = 'category_has_products';
