/** Shapes from docs/api-foundation.md. */
import type { Currency, Language } from './format';

export type Role = 'hq' | 'staff' | 'agent';
export type Permission =
  | 'create_product'
  | 'manage_inventory'
  | 'create_courier'
  | 'promote_demote_suspend'
  | 'manage_orders'
  | 'post_content'
  | 'approve_manual_payment'
  | 'setup_hall_of_fame'
  | 'add_user';

export interface CompanyPublic {
  id: number;
  slug: string;
  name: string;
  currency: Currency;
  language: Language;
  logo_url: string | null;
  logo_dark_url: string | null;
  login_image_url: string | null;
  primary_color: string;
  secondary_color: string;
  features: Record<string, boolean>;
}

export interface AccountDetail {
  companyCountry: string | null;
  accFirstName: string | null;
  accLastName: string | null;
  accIdentity: string | null;
  accBirthDate: string | null;
  accGender: 'male' | 'female' | null;
  accCodePhone: string | null;
  accPhone: string | null;
  accAddressLine1: string | null;
  accAddressLine2: string | null;
  accAddressPostcode: string | null;
  accAddressCity: string | null;
  accAddressState: string | null;
  accAddressCountry: string | null;
  accAddressProvince: string | null;
  accAddressRegency: string | null;
  accAddressDistrict: string | null;
  accAddressVillage: string | null;
  accTIN: string | null;
}

export interface BankDetail {
  accBankCountry: string | null;
  accBankCompany: string | null;
  accBankNumber: string | null;
  accBankName: string | null;
  accBankIdentity: string | null;
}

export interface SocialLinks {
  socmedUrlFacebook: string | null;
  socmedUrlInstagram: string | null;
  socmedUrlTiktok: string | null;
  socmedUrlTwitter: string | null;
}

export interface UserDetail {
  id: number;
  email: string;
  username: string;
  name: string;
  role: Role;
  permissions: Permission[];
  tier: { id: number; name: string } | null;
  status: 'new' | 'active' | 'inactive' | 'suspended';
  language: Language;
  photo_url: string | null;
  verified: boolean;
  profile_complete: boolean;
  account: Partial<AccountDetail> | null;
  bank: Partial<BankDetail> | null;
  social: Partial<SocialLinks> | null;
  subscription: { disallow_login: boolean; status: 'active' | 'locked' | 'suspended' } | null;
  control: Record<string, boolean> | null;
  company: CompanyPublic | null;
}
