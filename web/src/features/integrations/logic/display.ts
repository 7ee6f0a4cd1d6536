/**
 * What the hub's codes mean on screen: the categories, providers and standings the screen names (any
 * other code the server adds is shown as it came), their colours and icons, and where a provider's own
 * screen is.
 */
import type { AnyIcon } from '@/components/Icon';
import type { Tone } from '@/components/StatusBadge';

export const CATEGORY_CODES = ['payment', 'courier', 'insurance', 'online_store', 'dropship', 'communication', 'marketplace'] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

export const PROVIDER_CODES = ['billplz', 'ejenpay', 'rate_tables', 'easyparcel', 'ninjavan', 'delyva', 'poslaju', 'citylink', 'agent_stores'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/** active: connected and in use; disabled: connected, switched off; available: can be connected here; planned: not connectable in Rangkai yet. */
export const STANDINGS = ['active', 'disabled', 'available', 'planned'] as const;
export type Standing = (typeof STANDINGS)[number];

export const isKnownCategory = (code: string): code is CategoryCode => (CATEGORY_CODES as readonly string[]).includes(code);
export const isKnownProvider = (code: string): code is ProviderCode => (PROVIDER_CODES as readonly string[]).includes(code);
export const isKnownStanding = (code: string): code is Standing => (STANDINGS as readonly string[]).includes(code);

export const STANDING_TONE: Record<Standing, Tone> = {
  active: 'success',
  disabled: 'warning',
  available: 'info',
  planned: 'neutral',
};

export const CATEGORY_ICON: Record<CategoryCode, AnyIcon> = {
  payment: 'card',
  courier: 'truck',
  insurance: 'flag',
  online_store: 'store',
  dropship: 'box',
  communication: 'phone',
  marketplace: 'cart',
};

/** The courier providers HQ connects here (booking through them is to come; HQ's own rate tables serve meanwhile). */
export const COURIER_PROVIDERS = ['easyparcel', 'ninjavan', 'delyva', 'poslaju', 'citylink'] as const satisfies readonly ProviderCode[];
export type CourierProvider = (typeof COURIER_PROVIDERS)[number];
export const isCourier = (code: string): code is CourierProvider => (COURIER_PROVIDERS as readonly string[]).includes(code);

/** Pos Laju and City-Link publish no API of their own: they are booked through one of COURIER_ROUTES. */
export const ROUTED_COURIERS = ['poslaju', 'citylink'] as const satisfies readonly CourierProvider[];
export type RoutedCourier = (typeof ROUTED_COURIERS)[number];
export const isRoutedCourier = (code: string): code is RoutedCourier => (ROUTED_COURIERS as readonly string[]).includes(code);
/** The aggregators that book Pos Laju and City-Link. */
export const COURIER_ROUTES = ['easyparcel', 'delyva'] as const satisfies readonly CourierProvider[];

/** Ninja Van's countries (its sandbox always answers as Singapore). */
export const NINJAVAN_COUNTRIES = ['my', 'sg', 'id', 'ph', 'vn', 'th'] as const;

/** The EasyParcel couriers most companies book with, offered as checkboxes (any other id can be typed). */
export const EASYPARCEL_COMMON_COURIERS = [
  { id: 'EP-CR0A', name: 'Poslaju' },
  { id: 'EP-CR0C', name: 'City-Link Express' },
  { id: 'EP-CR0D', name: 'J&T Express' },
  { id: 'EP-CR05', name: 'Ninja Van' },
] as const;

/** The providers drawn with an icon rather than their initials: Rangkai's own features, not brands. */
export const PROVIDER_ICON: Partial<Record<ProviderCode, AnyIcon>> = {
  ejenpay: 'card',
  rate_tables: 'truck',
  agent_stores: 'store',
};

/** The couriers' rate tables (HQ's couriers). */
export const COURIERS_PATH = '/courier';
/** HQ's settings of the store programs: they live on the program's register screen (HQ sees the settings there). */
export const STORE_PROGRAMS_PATH = '/go-affiliate/register';

/** A brand's initials for its mark: "Ninja Van" → NV, "City-Link" → CL, "EasyParcel" → EP, "Billplz" → B. */
export function providerInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+|(?<=[a-z])(?=[A-Z])/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/** "0", "0.00" or empty: no admin fee. */
export const isZeroFee = (fee: string | null | undefined) => !fee || /^0*(?:\.0*)?$/.test(fee.trim());
