/**
 * The integrations hub's calls: the hub (every category and provider, HQ only), Billplz's form, switching
 * a provider off, and the FPX banks of the company's Billplz.
 */
import useSWR from 'swr';
import { api } from '@/lib/api';
import type { BillplzSettingsInput, FpxBank, IntegrationHub } from './types';

export const HUB_KEY = '/api/integration/setup/config';
export const BANKS_KEY = '/api/integration/billplz/getBank';

export const useIntegrationHub = () => useSWR<IntegrationHub>(HUB_KEY);

/**
 * The FPX banks (409 `payment_unavailable` while Billplz is off, 409 `payment_gateway_error` when Billplz
 * cannot be reached); no call while `enabled` is false.
 */
export const useFpxBanks = (enabled: boolean) => useSWR<FpxBank[]>(enabled ? BANKS_KEY : null);

/** Saves the company's Billplz account (422 per field: apiKey, xSignatureKey, collectionId, adminFee). */
export const saveBillplz = (input: BillplzSettingsInput) => api.post<unknown>('/api/integration/billplz/store', input);

/** Switches a connected provider off (`billplz`) → the hub again (422 `setupId` when it is not connected). */
export const disableProvider = (setupId: string) => api.post<IntegrationHub>('/api/integration/setup/disable', { setupId });
