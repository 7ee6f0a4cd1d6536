/**
 * The store programs' calls (docs/api-stores.md). Reads are SWR keys; a change refreshes every cached
 * read of the program (the account, HQ's list and summary) so each screen shows the new state.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type {
  AgentStore,
  DeletedBanner,
  HqStorePage,
  ReviewInput,
  StoreBanner,
  StoreInput,
  StoreProgram,
  StoreProgramAccount,
  StoreProgramSettings,
  StoreStatus,
  StoreSummary,
} from './types';

export const STORE_PROGRAM_API = '/api/store-program';
export const BANNER_API = '/api/ekoop-banner';
export const STORES_PER_PAGE = 20;

const programApi = (program: StoreProgram) => `${STORE_PROGRAM_API}/${program}`;

/* The agent's own store. */

export const accountKey = (program: StoreProgram) => `${programApi(program)}/account`;
/** Whether HQ offers the program, how joining works, and the agent's store (null before joining). */
export const useStoreAccount = (program: StoreProgram) => useSWR<StoreProgramAccount>(accountKey(program));

/** Joins the program: 409 program_off / already_joined, 422 per field (slug_taken on slug). */
export const registerStore = (program: StoreProgram, input: StoreInput) => api.post<AgentStore>(`/api/store-program/${program}/register`, input);

/** Changes the store; a rejected store goes back to pending. */
export const setupStore = (program: StoreProgram, input: StoreInput) => api.post<AgentStore>(`/api/store-program/${program}/setup`, input);

/** The store's logo (multipart `logo`: JPEG or PNG, at most 5 MB). */
export function uploadLogo(program: StoreProgram, file: File): Promise<AgentStore> {
  const form = new FormData();
  form.append('logo', file);
  return api.post<AgentStore>(`/api/store-program/${program}/logo`, form);
}

/** Visits, orders, sales and earnings in a period (blank: this month), per day, and for HQ per store. */
export const summaryKey = (program: StoreProgram, period: { from: string; to: string }) =>
  buildUrl(`${programApi(program)}/summary`, { from: period.from || undefined, to: period.to || undefined });
export const useStoreSummary = (program: StoreProgram, period: { from: string; to: string } | null) =>
  useSWR<StoreSummary>(period ? summaryKey(program, period) : null, { keepPreviousData: true });

/* The e-koop store's banners. */

export const BANNERS_KEY = BANNER_API;
/** The agent's e-koop banners, newest first; 409 no_store without an e-koop store. */
export const useBanners = () => useSWR<StoreBanner[]>(BANNERS_KEY);
export const addBanner = (form: FormData) => api.post<StoreBanner>('/api/ekoop-banner/store', form);
export const deleteBanner = (id: number) => api.del<DeletedBanner>(`${BANNER_API}/delete`, { params: { id } });

/* HQ. */

export const settingsKey = (program: StoreProgram) => `${programApi(program)}/settings`;
export const useProgramSettings = (program: StoreProgram) => useSWR<StoreProgramSettings>(settingsKey(program));
/** HQ admin: whether the program is offered and how agents join. */
export const saveProgramSettings = (program: StoreProgram, settings: Omit<StoreProgramSettings, 'program'>) =>
  api.post<StoreProgramSettings>(`/api/store-program/${program}/settings`, settings);

export interface StoreQuery {
  status?: StoreStatus;
  search?: string;
  page: number;
  perPage?: number;
}
export const storesKey = (program: StoreProgram, q: StoreQuery) =>
  buildUrl(`${programApi(program)}/stores`, { status: q.status, search: q.search?.trim() || undefined, page: q.page, perPage: q.perPage ?? STORES_PER_PAGE });
/** A page of the program's stores, newest first; the previous page stays on screen while the next one loads. */
export const useHqStores = (program: StoreProgram, q: StoreQuery) => useSWR<HqStorePage>(storesKey(program, q), { keepPreviousData: true });

/** Approve, reject, suspend or reinstate a store (409 store_status when the decision does not fit). */
export const reviewStore = (input: ReviewInput) => api.post<AgentStore>('/api/store-program/review', input);

/** Every cached read of a program is stale after a change (`mutate` from useSWRConfig). */
export const refreshProgram = (mutate: ScopedMutator, program: StoreProgram) =>
  mutate((key) => typeof key === 'string' && key.startsWith(`${programApi(program)}/`));
