import useSWR from 'swr';
import { api, buildUrl, type Params } from '@/lib/api';
import type { Courier, CourierInput, RateQuote } from './types';

export const COURIERS_KEY = '/api/courier';

export const useCouriers = () => useSWR<Courier[]>(COURIERS_KEY);
export const useCourier = (id: string | null) => useSWR<Courier>(id ? buildUrl('/api/courier/detail', { id }) : null);

/** No id → create; answers the saved courier. */
export const saveCourier = (input: CourierInput) => api.post<Courier>('/api/courier/store', input);
export const deleteCourier = (id: number) => api.del<null>('/api/courier/delete', { params: { id } });

/** GET /api/courier/rate: the options for a destination and parcel, or contactHq with a message. */
export const checkRate = (params: Params) => api.get<RateQuote>('/api/courier/rate', params);
