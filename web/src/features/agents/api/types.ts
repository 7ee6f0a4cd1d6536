/** The agent network's shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under the
 * names the screens use. Money is a decimal string; dates are ISO strings. */
import type { Narrow, Schema, Sent } from '@/lib/schema';

export type AgentStatus = 'new' | 'active' | 'inactive' | 'suspended';
export const AGENT_STATUSES: readonly AgentStatus[] = ['new', 'active', 'inactive', 'suspended'];

export type PathStep = Sent<Schema<'PathStep'>>;

export type RecruitLink = Sent<Schema<'RecruitLink'>>;

export type RegistrationLink = Sent<Schema<'RegistrationLink'>>;

export type Category = 'individual' | 'company';

/** POST /api/user/self-register. */
export type SelfRegisterInput = Narrow<Schema<'SelfRegisterRequest'>, { accCategory?: Category | null }>;

/** POST /api/agent-database/register. */
export type HqRegisterInput = Narrow<Schema<'HqRegistration'>, { accCategory?: Category | null }>;

/** The fields a new agent and HQ both fill in. */
export type AgentFields = Omit<SelfRegisterInput, 'comId' | 'usrTierId' | 'familyDirectId' | 'familyHelperId' | 'password'>;

export type AgentListItem = Narrow<Sent<Schema<'AgentListItem'>>, { status: AgentStatus }>;

export type AgentPage = Narrow<Sent<Schema<'AgentPage'>>, { items: AgentListItem[] }>;

export type AgentRecord = Narrow<Sent<Schema<'AgentRecord'>>, { status: AgentStatus }>;

export type FamilyNode = Narrow<Sent<Schema<'FamilyNode'>>, { status: AgentStatus }>;

export type FamilyTree = Narrow<Sent<Schema<'FamilyTree'>>, { root: FamilyNode | null; children: FamilyNode[] }>;

export type PromoteSummary = Sent<Schema<'NetworkSummary'>>;

export type UplineCandidate = Sent<Schema<'UplineCandidate'>>;

export type ChangeType = 'promote' | 'demote' | 'upline';

export type ChangeRequest = Narrow<Schema<'ChangeRequest'>, { type: ChangeType }>;

export type HistoryEntry = Sent<Schema<'AgentChange'>>;

/** GET /api/attribute/list-agent. */
export type AgentOption = Sent<Schema<'AgentOption'>>;
