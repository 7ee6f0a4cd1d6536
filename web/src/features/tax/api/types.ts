/**
 * The CP58 answers (docs/api-tax.md), written BY HAND from the contract because the generated document
 * (src/lib/api-schema.ts) does not have the tax calls yet.
 * TODO: once `npm run api-types` brings them, each type here becomes an alias of the generated schema
 * (`Sent<Schema<'Cp58Search'>>` and so on, as features/settlement/api/types.ts does), with the screens unchanged.
 * Money is a decimal string at the company currency's scale ("5000.00"), never a number; datetimes are
 * RFC 3339 instants (ISO strings); a year is a calendar year in Kuala Lumpur.
 */

/** GET /report/searchcp58 `filter`: every row, due (over the threshold, not issued), issued, or missing something Part B needs. */
export const CP58_FILTERS = ['all', 'due', 'issued', 'missing'] as const;
export type Cp58Filter = (typeof CP58_FILTERS)[number];

/** What Part B needs and an agent's record lacks. */
export const CP58_MISSING = ['tin', 'identity', 'address'] as const;
export type Cp58Missing = (typeof CP58_MISSING)[number];

/** The year's counts, over the whole year (not the page). */
export interface Cp58Counts {
  agents: number;
  due: number;
  issued: number;
  missing: number;
}

/** One agent of the year: what they were paid as incentives, and their statement if issued. */
export interface Cp58Row {
  agent: {
    id: number;
    name: string;
    username: string;
    identity: string | null;
    tin: string | null;
  };
  /** C(a): commission and bonus of the year's closed months. */
  commission: string;
  /** C(b): sale profit of closed months and cash campaign rewards. */
  otherMonetary: string;
  /** C(c)–(f) together. */
  nonMonetary: string;
  total: string;
  /** s.107D: withheld from the agent's payouts paid in the year. */
  withheld: string;
  /** The total exceeds the threshold (RM 5,000): a CP58 is due. */
  overThreshold: boolean;
  missing: Cp58Missing[];
  statementId: number | null;
  issuedAt: string | null;
}

/** GET /report/searchcp58: a page of the year's rows, highest total first. */
export interface Cp58Search {
  year: number;
  threshold: string;
  counts: Cp58Counts;
  items: Cp58Row[];
  total: number;
  page: number;
  perPage: number;
}

/** An agent skipped at generation, and what their record lacks. */
export interface Cp58Skipped {
  agentId: number;
  name: string;
  missing: string[];
}

/** POST /report/cp58: how many statements were issued (or re-issued), and who was skipped. */
export interface Cp58Run {
  year: number;
  issued: number;
  skipped: Cp58Skipped[];
}

/** Part A: the company paying. */
export interface Cp58Payer {
  name: string;
  roc: string;
  tin: string;
  addressLines: string[];
  phone: string;
  email: string;
}

/** Part B: the agent paid. `identity` is a MyKad or passport number, or a company agent's ROC. */
export interface Cp58Recipient {
  name: string;
  identity: string;
  tin: string;
  addressLines: string[];
  phone: string;
  username: string;
}

/** One issued CP58: Parts A, B and C as the PDF draws them. */
export interface Cp58Statement {
  id: number;
  year: number;
  issuedAt: string;
  officerName: string;
  /** Issued because HQ asked (under the threshold). */
  onRequest: boolean;
  payer: Cp58Payer;
  recipient: Cp58Recipient;
  /** C(a) */
  commission: string;
  /** C(b) */
  otherMonetary: string;
  /** C(c) */
  vehicle: string;
  /** C(d) */
  house: string;
  /** C(e) */
  travel: string;
  /** C(f) */
  otherNonMonetary: string;
  total: string;
  withheld: string;
}

/** GET /report/getcp58: statements, newest year first. */
export interface Cp58List {
  items: Cp58Statement[];
}

/** POST /report/cp58 body: the year, and agents to issue for on request (under the threshold). */
export interface Cp58RunInput {
  year: number;
  agentIds?: number[];
}
