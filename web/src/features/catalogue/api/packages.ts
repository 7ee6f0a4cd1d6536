/** Packages (docs/api-catalogue.md § Packages). */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { Package, PackageInput } from './types';

export const PACKAGES_KEY = '/api/product/package';
export const usePackages = () => useSWR<Package[]>(PACKAGES_KEY);
export const packageKey = (id: number) => buildUrl(`${PACKAGES_KEY}/detail`, { id });
export const usePackage = (id: number | null) => useSWR<Package>(id ? packageKey(id) : null);

export const savePackage = (input: PackageInput) => api.post<Package>(`${PACKAGES_KEY}/store`, input);
export const suspendPackage = (id: number, suspended: boolean) => api.post<Package>(`${PACKAGES_KEY}/suspend`, { id, suspended });
export const deletePackage = (id: number) => api.del<null>(`${PACKAGES_KEY}/delete`, { params: { id } });

/** The list and every cached detail are stale after a change. */
export const refreshPackages = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(PACKAGES_KEY));
