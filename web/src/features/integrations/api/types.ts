/**
 * The integrations hub's shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under
 * the names the screen uses. Codes (category, provider, standing) are free strings in the document; the
 * screen names the ones it knows (logic/display.ts) and shows any other as it came.
 */
import type { Schema, Sent } from '@/lib/schema';

/** GET /api/integration/setup/config (and POST /api/integration/setup/disable): every category and its providers. */
export type IntegrationHub = Sent<Schema<'IntegrationHub'>>;

export type IntegrationCategory = Sent<Schema<'IntegrationCategory'>>;

/** A provider and where it stands for the company; `count` for the rate tables and store programs, `billplz` for Billplz once connected. */
export type IntegrationProvider = Sent<Schema<'IntegrationProvider'>>;

/** The company's Billplz account as the hub shows it: its keys masked ("••••2c81"), never whole. */
export type BillplzSetup = Sent<Schema<'BillplzSetup'>>;

/** POST /api/integration/billplz/store: empty or null keys keep the saved ones (the first connection needs both). */
export type BillplzSettingsInput = Schema<'BillplzSettingsInput'>;

/** One FPX bank of the company's Billplz and whether it is online now. */
export type FpxBank = Sent<Schema<'FpxBankView'>>;

/**
 * A courier provider's account as the hub and its forms show it (easyparcel, ninjavan, delyva, poslaju,
 * citylink): secrets masked ("••••0001"), the fields a provider does not use null.
 */
export type CourierAccount = Sent<Schema<'CourierAccount'>>;

/** The hosted payment page's setting: on or off, and whether its gateway (Billplz) is connected and on. */
export type EjenpaySetup = Sent<Schema<'EjenpaySetup'>>;

/** POST /api/integration/easyparcel/store: an empty or null key keeps the saved one. */
export type EasyparcelInput = Schema<'EasyparcelInput'>;

/** POST /api/integration/easyparcel/storecourier: the courier ids HQ books with (empty: any, the cheapest). */
export type EasyparcelCouriersInput = Schema<'EasyparcelCouriersInput'>;

/** POST /api/integration/ninjavan/store: an empty or null secret keeps the saved one. */
export type NinjavanInput = Schema<'NinjavanInput'>;

/** POST /api/integration/delyva/store: an empty or null key keeps the saved one. */
export type DelyvaInput = Schema<'DelyvaInput'>;

/** POST /api/integration/poslaju/store and /api/integration/citylink/store: the route that books the courier. */
export type CourierRouteInput = Schema<'CourierRouteInput'>;

/** POST /api/integration/ejenpay/store: the payment page on or off. */
export type EjenpayInput = Schema<'EjenpayInput'>;
