/** Shapes from docs/api-agents.md. Money is a decimal string; dates are ISO strings. */
export type AgentStatus = 'new' | 'active' | 'inactive' | 'suspended';
export const AGENT_STATUSES: readonly AgentStatus[] = ['new', 'active', 'inactive', 'suspended'];

export interface PathStep {
  id: number;
  name: string;
}

export interface RecruitLink {
  tierId: number;
  tierName: string;
  path: string;
  url: string;
}

export interface RegistrationLink {
  leaderId: number;
  leaderName: string;
  leaderUsername: string;
  leaderTier: string | null;
  tierId: number;
  tierName: string;
  companyName: string;
}

export type Category = 'individual' | 'company';

/** The fields a new agent and HQ both fill in. */
export interface AgentFields {
  username: string;
  email: string;
  accCategory: Category;
  accFirstName: string;
  accLastName: string | null;
  accCompany: string | null;
  accIdentity: string | null;
  accCodePhone: string;
  accPhone: string;
  lang: string;
}

export interface SelfRegisterInput extends AgentFields {
  comId: number;
  usrTierId: number;
  familyDirectId: number;
  familyHelperId: number | null;
  password: string;
}

export interface HqRegisterInput extends AgentFields {
  uplineId: number | null;
  helperId: number | null;
  tierId: number;
}

export interface AgentListItem {
  id: number;
  username: string;
  name: string;
  tierId: number | null;
  tierName: string | null;
  status: AgentStatus;
  uplineId: number | null;
  uplineName: string | null;
  helperName: string | null;
  email: string;
  phone: string | null;
  joinedAt: string;
  recruits: number;
  downline: number;
}

export interface AgentPage {
  items: AgentListItem[];
  page: number;
  perPage: number;
  total: number;
}

type Maybe = string | null;

export interface AgentRecord {
  id: number;
  username: string;
  name: string;
  firstName: Maybe;
  lastName: Maybe;
  tierId: number | null;
  tierName: Maybe;
  status: AgentStatus;
  upline: PathStep | null;
  helper: PathStep | null;
  joinedAt: string;
  verifiedAt: Maybe;
  birthDate: Maybe;
  gender: Maybe;
  identityNumber: Maybe;
  category: Maybe;
  companyName: Maybe;
  roc: Maybe;
  phoneCode: Maybe;
  phone: Maybe;
  email: string;
  address: { line1: Maybe; line2: Maybe; postcode: Maybe; city: Maybe; state: Maybe; country: Maybe };
  bank: { country: Maybe; bank: Maybe; accountNumber: Maybe; accountName: Maybe };
  social: { facebook: Maybe; instagram: Maybe; tiktok: Maybe; twitter: Maybe };
  kpi: { personalSales: string; groupSales: string; totalPersonalGroupSales: string; sideGroupSales: string };
  recruits: number;
  downline: number;
  path: PathStep[];
}

export interface FamilyNode {
  id: number;
  username: string;
  name: string;
  tier: string | null;
  status: AgentStatus;
  uplineId: number | null;
  downlineCount: number;
  groupCount: number;
  groupSales: string;
  /** Search matches only: from the viewer's top down to the match's upline. */
  path?: PathStep[] | null;
}

export interface FamilyTree {
  root: FamilyNode | null;
  children: FamilyNode[];
  path: PathStep[];
}

export interface PromoteSummary {
  byTier: { tierId: number; tierName: string; agents: number }[];
  byStatus: Record<AgentStatus, number>;
  changesThisMonth: number;
}

export interface UplineCandidate {
  id: number;
  name: string;
  username: string;
  tierName: string | null;
  tierRank: number | null;
}

export type ChangeType = 'promote' | 'demote' | 'upline';

export interface ChangeRequest {
  id: number;
  type: ChangeType;
  tierId: number | null;
  uplineId: number | null;
  helperId: number | null;
}

export interface HistoryEntry {
  id: number;
  type: ChangeType | string;
  fromTier: string | null;
  toTier: string | null;
  fromUpline: string | null;
  toUpline: string | null;
  by: string | null;
  at: string;
}

/** GET /api/attribute/list-agent. */
export interface AgentOption {
  id: number;
  name: string;
  username: string;
  tier: string | null;
  status: AgentStatus | string;
}
