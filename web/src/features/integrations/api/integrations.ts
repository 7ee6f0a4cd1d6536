/**
 * The integrations hub's calls: the hub (every category and provider, HQ only), Billplz's form, the
 * courier providers' forms, the payment page's switch, switching a provider off, and the FPX banks of the
 * company's Billplz.
 */
import useSWR from 'swr';
import { api } from '@/lib/api';
import type {
  BillplzSettingsInput,
  CourierAccount,
  CourierRouteInput,
  DelyvaInput,
  EasyparcelCouriersInput,
  EasyparcelInput,
  EjenpayInput,
  EjenpaySetup,
  FpxBank,
  IntegrationHub,
  NinjavanInput,
} from './types';

export const HUB_KEY = '/api/integration/setup/config';
export const BANKS_KEY = '/api/integration/billplz/getBank';

export const useIntegrationHub = () => useSWR<IntegrationHub>(HUB_KEY);

/**
 * The FPX banks (409 `payment_unavailable` while Billplz is off, 409 `payment_gateway_error` when Billplz
 * cannot be reached); no call while `enabled` is false. Any signed-in user may read them. `vendor`: the
 * banks of the vendor's Billplz, which HQ pays a subscription invoice through.
 */
export const useFpxBanks = (enabled: boolean, vendor = false) => useSWR<FpxBank[]>(enabled ? (vendor ? `${BANKS_KEY}?payType=invoice` : BANKS_KEY) : null);

/** Saves the company's Billplz account (422 per field: apiKey, xSignatureKey, collectionId, adminFee). */
export const saveBillplz = (input: BillplzSettingsInput) => api.post<unknown>('/api/integration/billplz/store', input);

/**
 * The courier providers' forms. Each checks its credentials with the provider before saving: a refusal is
 * 422 on the credential field with the provider's reason, a provider that cannot be reached 409
 * `provider_unreachable` (nothing saved). Each answers the account as saved.
 */
export const saveEasyparcel = (input: EasyparcelInput) => api.post<CourierAccount>('/api/integration/easyparcel/store', input);

/** The couriers HQ books with through EasyParcel (422 `couriers` for one EasyParcel does not offer; 422 `setupId` before it is connected). */
export const saveEasyparcelCouriers = (input: EasyparcelCouriersInput) => api.post<CourierAccount>('/api/integration/easyparcel/storecourier', input);

export const saveNinjavan = (input: NinjavanInput) => api.post<CourierAccount>('/api/integration/ninjavan/store', input);

export const saveDelyva = (input: DelyvaInput) => api.post<CourierAccount>('/api/integration/delyva/store', input);

/** Pos Laju's or City-Link's route (422 `through` while that route is not connected and on). */
export const saveCourierRoute = (provider: 'poslaju' | 'citylink', input: CourierRouteInput) =>
  provider === 'poslaju' ? api.post<CourierAccount>('/api/integration/poslaju/store', input) : api.post<CourierAccount>('/api/integration/citylink/store', input);

/** Switches the hosted payment page on or off (422 `active` while Billplz is not connected and on). */
export const saveEjenpay = (input: EjenpayInput) => api.post<EjenpaySetup>('/api/integration/ejenpay/store', input);

/** Switches a connected provider off (`billplz`, `ejenpay`, a courier) → the hub again (422 `setupId` when it is not connected). */
export const disableProvider = (setupId: string) => api.post<IntegrationHub>('/api/integration/setup/disable', { setupId });
