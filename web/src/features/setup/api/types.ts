/** Shapes from docs/api-setup.md. Money, percentages and amounts are decimal strings. */
import type { Permission } from '@/lib/types';

export interface CompanyDetails {
  companyName: string;
  orgId: string | null;
  companyRoc: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  province: string | null;
  regency: string | null;
  district: string | null;
  village: string | null;
  phoneCode: string | null;
  phone: string | null;
  email: string | null;
  bankCountry: string | null;
  bankCode: string | null;
  bankAccountNumber: string | null;
  bankAccountName: string | null;
  currency: 'MYR' | 'IDR';
  prefixName: string | null;
  tin: string | null;
  msicCode: string | null;
  msicDescription: string | null;
  taxPercentage: string | null;
}

export interface Branch {
  id: number;
  name: string;
  code: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  phoneCode: string | null;
  phone: string | null;
  isMain: boolean;
}

export type StaffStatus = 'new' | 'active' | 'suspended';

export interface Staff {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: StaffStatus;
  permissions: Permission[];
  invited: boolean;
}

export interface PermissionOption {
  code: Permission;
  label: string;
}

export interface Tier {
  level_id: number;
  levelName: string;
  rankNumber: number;
  minOrderUnit: number | null;
  minOrderAmount: string | null;
  firstOrderMinUnit: number | null;
  firstOrderMinAmount: string | null;
  personalSalesUnit: number | null;
  personalSalesAmount: string | null;
  groupSalesUnit: number | null;
  groupSalesAmount: string | null;
  tpgsUnit: number | null;
  tpgsAmount: string | null;
  helperPercen: string | null;
  recruitComm: string | null;
  leadership: string | null;
  introducerBonus: string | null;
  overridingCommission: string | null;
  inactiveStatus: boolean;
  teamMemberSalesThreshold: string | null;
  agentCount: number;
}

export const BENEFIT_KEYS = ['benefit_1', 'benefit_2', 'benefit_3', 'benefit_4', 'benefit_5', 'benefit_6', 'benefit_7', 'benefit_8'] as const;
export type BenefitKey = (typeof BENEFIT_KEYS)[number];

export type CommissionRank = {
  id: number | null;
  commission_name: string;
  personal_sales: string | null;
  total_personal_group_sales: string | null;
  side_group_sales: string | null;
  commission: string | null;
  personal_level_commission: string | null;
  is_leadership: boolean;
} & Record<BenefitKey, string | null>;

export type OrderingLevel = 'hq' | 'upline' | 'both';
export type MoqType = 'unit' | 'amount';

export interface CompanyFeatures {
  manualReceipt: boolean;
  showStock: boolean;
  incomeStatement: boolean;
  selfPickup: boolean;
  firstOrder: boolean;
  firstOrderPackage: boolean;
  firstOrderMinutes: number | null;
  orderingLevel: OrderingLevel;
  bookingTimeMinutes: number | null;
  moqType: MoqType;
  inactivePeriodMonths: number | null;
  inactiveAgentLimit: number | null;
  cp58Feature: boolean;
  showHidePreorder: boolean;
  storeStatus: boolean;
  koopStatus: boolean;
  affiliateStatus: boolean;
  allLevel: boolean;
  allLevelStatus: boolean;
  showAmountSnR: boolean;
  orderCompany: boolean;
}

export const NOTIFICATION_CONTROLS = ['new_order', 'payment_received', 'new_registration', 'low_stock'] as const;

export interface NotificationSettings {
  notificationEmail: string | null;
  controls: Record<string, boolean>;
}

export interface CompanyTheme {
  logo_url: string | null;
  logo_dark_url: string | null;
  login_image_url: string | null;
  primary_color: string;
  secondary_color: string;
}

export const NETWORK_FIELDS = ['facebook', 'instagram', 'tiktok', 'twitter', 'shopee', 'lazada', 'carousell', 'mudah'] as const;
export type NetworkField = (typeof NETWORK_FIELDS)[number];
export type CompanyNetwork = Record<NetworkField, string | null>;

export interface TermsItem {
  id: number;
  tierId: number | null;
  tierName: string | null;
  content: string;
}
export interface GreetingItem {
  id: number;
  tierId: number | null;
  tierName: string | null;
  subject: string;
  detail: string;
}
export interface FaqItem {
  id: number;
  tierId: number | null;
  tierName: string | null;
  question: string;
  answer: string;
}

export interface CodeName {
  code: string;
  name: string;
}
export interface MsicOption {
  code: string;
  description: string;
}
export interface PostcodeInfo {
  postcode: string;
  city: string;
  state_code: string;
  state: string;
}

/** GET /api/attribute/company (docs/api-foundation.md). */
export interface CompanyContact {
  name: string;
  email: string | null;
  phone_code: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  currency: string;
}
