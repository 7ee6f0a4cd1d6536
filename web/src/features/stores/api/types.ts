/**
 * The store programs as the API answers them (docs/api-stores.md), written by hand to the letter of the
 * contract because the OpenAPI document (src/lib/api-schema.ts) does not have them yet.
 *
 * TO BECOME ALIASES of the generated schema: once `npm run api-types` brings the store schemas, each
 * interface below turns into `Narrow<Sent<Schema<'…'>>, { … }>` (the statuses, programs and policies
 * narrowed) like the other features' types, and the one cast in ./stores.ts goes.
 *
 * Money (sales, earned) is a decimal string; visits and orders are whole numbers.
 */

/** The program as the API names it (`/store-program/{program}/…`). */
export type StoreProgram = 'affiliate' | 'online' | 'ekoop';

/** pending: waiting for HQ; active: open to customers; rejected: HQ said why; suspended: HQ closed it. */
export type StoreStatus = 'pending' | 'active' | 'rejected' | 'suspended';

/** approval: HQ approves every store (the default); direct: a store opens at once. */
export type JoinPolicy = 'approval' | 'direct';

/** HQ's decision on a store (POST /store-program/review). */
export type ReviewDecision = 'approve' | 'reject' | 'suspend' | 'reinstate';

/** An agent's store in one program. */
export interface AgentStore {
  id: number;
  program: StoreProgram;
  status: StoreStatus;
  name: string;
  slug: string;
  /** The storefront's path on the company's host: "/s/{slug}". */
  path: string;
  tagline: string | null;
  logoUrl: string | null;
  /** `#rrggbb` */
  primaryColor: string | null;
  /** Digits with the country code. */
  contactPhone: string | null;
  whatsapp: string | null;
  contactEmail: string | null;
  /** E-koop stores only. */
  schoolName: string | null;
  schoolAddress: string | null;
  pickupHours: string | null;
  /** HQ's reason when it rejected or suspended the store. */
  reviewNote: string | null;
  createdAt: string;
  approvedAt: string | null;
}

/** GET /store-program/{program}/account: whether HQ offers the program, how joining works, the agent's store. */
export interface StoreProgramAccount {
  program: StoreProgram;
  offered: boolean;
  joinPolicy: JoinPolicy;
  /** null before joining. */
  store: AgentStore | null;
}

/** The body of POST /store-program/{program}/register and /setup. */
export interface StoreInput {
  /** 2–80 */
  name: string;
  /** 3–40: lower-case letters, digits and inner hyphens; unique in the company. */
  slug: string;
  /** ≤ 160 */
  tagline: string | null;
  /** `#rrggbb` */
  primaryColor: string | null;
  contactPhone: string | null;
  whatsapp: string | null;
  contactEmail: string | null;
  /** Required for ekoop (≤ 300 for the address, ≤ 120 for the pickup hours). */
  schoolName?: string | null;
  schoolAddress?: string | null;
  pickupHours?: string | null;
}

/** One KL day of a summary. */
export interface StoreSummaryDay {
  /** YYYY-MM-DD */
  day: string;
  visits: number;
  orders: number;
  sales: string;
}

/** One store of HQ's summary. */
export interface StoreSummaryStore {
  storeId: number;
  name: string;
  slug: string;
  agentName: string;
  visits: number;
  orders: number;
  sales: string;
  earned: string;
}

/** GET /store-program/{program}/summary: the period's figures, per day, and (HQ) per store. */
export interface StoreSummary {
  /** YYYY-MM-DD, KL days. */
  from: string;
  to: string;
  visits: number;
  orders: number;
  sales: string;
  earned: string;
  days: StoreSummaryDay[];
  /** Every store of the program for HQ; empty for an agent. */
  stores: StoreSummaryStore[];
}

/** An e-koop store's banner (GET /ekoop-banner, newest first). */
export interface StoreBanner {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  url: string | null;
  createdAt: string;
}

/** GET/POST /store-program/{program}/settings (HQ). */
export interface StoreProgramSettings {
  program: StoreProgram;
  offered: boolean;
  joinPolicy: JoinPolicy;
}

/** A store as HQ lists it: the store and its agent. */
export interface HqStore extends AgentStore {
  agentId: number;
  agentName: string;
  agentEmail: string;
}

/** GET /store-program/{program}/stores: a page of stores, newest first. */
export interface HqStorePage {
  total: number;
  page: number;
  perPage: number;
  rows: HqStore[];
}

/** The body of POST /store-program/review; a reject or suspend needs a note (the agent reads it). */
export interface ReviewInput {
  storeId: number;
  decision: ReviewDecision;
  note: string;
}

/** DELETE /ekoop-banner/delete answers the id removed. */
export interface DeletedBanner {
  id: number;
}
