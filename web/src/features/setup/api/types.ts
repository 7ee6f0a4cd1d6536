/** Company setup's shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under the names
 * the screens use. Money, percentages and amounts are decimal strings. */
import type { Narrow, Schema, Sent } from '@/lib/schema';
import type { Permission } from '@/lib/types';

export type CompanyDetails = Narrow<Sent<Schema<'CompanyDetails'>>, { currency: 'MYR' | 'IDR' }>;

export type Branch = Sent<Schema<'Branch'>>;

export type StaffStatus = 'new' | 'active' | 'suspended';

export type Staff = Narrow<Sent<Schema<'StaffMember'>>, { status: StaffStatus; permissions: Permission[] }>;

export type PermissionOption = Narrow<Sent<Schema<'PermissionInfo'>>, { code: Permission }>;

/** One schema serves the form's body and the answer: an answer always has `level_id`. */
export type Tier = Narrow<Sent<Schema<'Tier'>>, { level_id: number }>;

export const BENEFIT_KEYS = ['benefit_1', 'benefit_2', 'benefit_3', 'benefit_4', 'benefit_5', 'benefit_6', 'benefit_7', 'benefit_8'] as const;
export type BenefitKey = (typeof BENEFIT_KEYS)[number];

export type CommissionRank = Sent<Schema<'CommissionRank'>>;

export type OrderingLevel = 'hq' | 'upline' | 'both';
export type MoqType = 'unit' | 'amount';

/**
 * The document says firstOrderMinutes, inactivePeriodMonths, inactiveAgentLimit and bookingTimeMinutes are always numbers (i32), yet the
 * features form sends null for a blank field (setup/schemas.ts toFeaturesInput), which the backend refuses: kept as the
 * screen has them until one of the two changes.
 */
export type CompanyFeatures = Narrow<
  Sent<Schema<'Features'>>,
  {
    orderingLevel: OrderingLevel;
    moqType: MoqType;
    firstOrderMinutes: number | null;
    inactivePeriodMonths: number | null;
    inactiveAgentLimit: number | null;
    bookingTimeMinutes: number | null;
  }
>;

/** POST /api/setup/company-features/store: every number whole and present (a blank one is sent as 0). */
export type FeaturesInput = Narrow<Schema<'Features'>, { orderingLevel: OrderingLevel; moqType: MoqType }>;

export const NOTIFICATION_CONTROLS = ['new_order', 'payment_received', 'new_registration', 'low_stock'] as const;

export type NotificationSettings = Sent<Schema<'Notifications'>>;

export type CompanyTheme = Sent<Schema<'Theme'>>;

export const NETWORK_FIELDS = ['facebook', 'instagram', 'tiktok', 'twitter', 'shopee', 'lazada', 'carousell', 'mudah'] as const;
export type NetworkField = (typeof NETWORK_FIELDS)[number];
export type CompanyNetwork = Sent<Schema<'NetworkLinks'>>;

export type TermsItem = Sent<Schema<'Terms'>>;
export type GreetingItem = Sent<Schema<'Greeting'>>;
export type FaqItem = Sent<Schema<'Faq'>>;

export type MsicOption = Sent<Schema<'Msic'>>;
export type PostcodeInfo = Sent<Schema<'Postcode'>>;

/** GET /api/attribute/company (docs/api-foundation.md). */
export type CompanyContact = Sent<Schema<'CompanyContact'>>;
