/**
 * The store programs as the API answers them (docs/api-stores.md): the backend's schemas
 * (src/lib/api-schema.ts, generated) under the names the screens use. Money (sales, earned) is a
 * decimal string; visits and orders are whole numbers.
 */
import type { Schema, Sent } from '@/lib/schema';

/** The program as the API names it (`/store-program/{program}/…`). */
export type StoreProgram = Schema<'Program'>;
/** pending: waiting for HQ; active: open to customers; rejected: HQ said why; suspended: HQ closed it. */
export type StoreStatus = Schema<'StoreStatus'>;
/** approval: HQ approves every store (the default); direct: a store opens at once. */
export type JoinPolicy = Schema<'JoinPolicy'>;
/** HQ's decision on a store (POST /store-program/review). */
export type ReviewDecision = Schema<'ReviewDecision'>;

export type AgentStore = Sent<Schema<'AgentStore'>>;
export type StoreProgramAccount = Sent<Schema<'StoreProgramAccount'>>;
/** The body of POST /store-program/{program}/register and /setup. */
export type StoreInput = Schema<'StoreInput'>;
export type StoreSummaryDay = Sent<Schema<'StoreSummaryDay'>>;
export type StoreSummaryStore = Sent<Schema<'StoreSummaryStore'>>;
export type StoreSummary = Sent<Schema<'StoreSummary'>>;
export type StoreBanner = Sent<Schema<'StoreBanner'>>;
export type StoreProgramSettings = Sent<Schema<'StoreProgramSettings'>>;
export type HqStore = Sent<Schema<'HqStore'>>;
export type HqStorePage = Sent<Schema<'HqStorePage'>>;
/** The body of POST /store-program/review; a reject or suspend needs a note (the agent reads it). */
export type ReviewInput = Schema<'ReviewInput'>;
export type DeletedBanner = Sent<Schema<'DeletedBanner'>>;
