/**
 * Indonesia's regions, each list loaded from the one above: province → regency/city → district → village
 * (the public attribute lists; a level without its parent's code asks nothing). They never change while
 * the app runs, so they are read once.
 */
import useSWRImmutable from 'swr/immutable';
import type { Schema, Sent } from './schema';

/** A region of one level: its code and name. */
export type Region = Sent<Schema<'CodeName'>>;

export const useProvinces = (enabled: boolean) => useSWRImmutable<Region[]>(enabled ? '/api/attribute/province' : null);
export const useRegencies = (provinceId: string | null | undefined) =>
  useSWRImmutable<Region[]>(provinceId ? `/api/attribute/city?provinceId=${encodeURIComponent(provinceId)}` : null);
export const useDistricts = (cityId: string | null | undefined) =>
  useSWRImmutable<Region[]>(cityId ? `/api/attribute/districts?cityId=${encodeURIComponent(cityId)}` : null);
export const useVillages = (districtId: string | null | undefined) =>
  useSWRImmutable<Region[]>(districtId ? `/api/attribute/village?districtId=${encodeURIComponent(districtId)}` : null);
