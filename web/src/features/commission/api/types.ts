/**
 * The commission shapes of docs/api-commissions.md. They were first written here by hand to that
 * contract while the backend was being built; the backend has landed, so they are now the generated
 * document's schemas (src/lib/api-schema.ts through @/lib/schema), as every feature's api/types.ts is.
 * In an answer every field is present (`Sent`): the document's optional ones arrive as null. Money is a
 * decimal string at the company currency's scale; a period is a Kuala Lumpur month written `YYYY-MM`.
 */
import type { Schema, Sent } from '@/lib/schema';

/**
 * The kinds this screen knows, in the plan's order: six per order, then the three the period close works
 * out per agent and month (rank, personal level, leadership). The API's `kind` is any string: a kind
 * added later still shows, under its own word.
 */
export type CommissionKind = 'override' | 'helper' | 'sale-profit' | 'recruit' | 'introducer' | 'affiliate' | 'rank' | 'personal-level' | 'leadership';

/** An agent as the commission calls name them: id, name, username. */
export type AgentRef = Sent<Schema<'AgentRef'>>;

/** One kind's part of a period: its sum and how many entries make it. */
export type CommissionKindSum = Sent<Schema<'CommissionKindSum'>>;

/** GET /api/commission: an agent's period by kind (`provisional` while the month is not closed), the months with entries, the commission rank reached and the payouts paid in the month. */
export type CommissionSummary = Sent<Schema<'CommissionSummary'>>;

/**
 * A payout paid in the summary's month (`payouts`): the amount, what s.107D withheld ("0.00" when
 * nothing) and the `net` that reached the agent's bank (amount − withheld).
 */
export type StatementPayout = Sent<Schema<'StatementPayout'>>;

/**
 * The commission rank an agent reached in a month: so far in an open month, with what its month-end
 * commissions would pay at the close (`monthEndEstimate`, not in the total yet); as recorded at the close
 * in a closed one (estimate null).
 */
export type RankReached = Sent<Schema<'RankReached'>>;

/**
 * One earning: the order (and the agent whose order it was) that caused it, and its calculation written
 * out in `rule`; `reversal` is a refund taking it back. An earning without an order (e.g. at the period
 * close) has null order fields and no source agent.
 */
export type CommissionEntry = Sent<Schema<'CommissionEntry'>>;

/** GET /api/commission/details: one page of a kind's entries; `sum` is the whole period's. */
export type CommissionEntryPage = Sent<Schema<'CommissionEntryPage'>>;

/** GET /api/commission/check-calculation: every entry of the period, oldest first; `total` is their sum. */
export type CommissionCheck = Sent<Schema<'CommissionCheck'>>;

/** GET /api/commission/company (HQ side): the company's period and its ten top earners. */
export type CompanyCommission = Sent<Schema<'CompanyCommission'>>;

/** A month of the period close: open or closed, its total and how many agents earned in it. */
export type CommissionPeriod = Sent<Schema<'CommissionPeriod'>>;

/** An agent's total of a month, as the close would commit it. */
export type AgentStatement = Sent<Schema<'AgentStatement'>>;

/** GET /api/commission/close/preview (HQ only): what closing the month would commit; `reason` when it cannot be closed. */
export type ClosePreview = Sent<Schema<'ClosePreview'>>;

/** The bank account a payout goes to (the agent's profile). */
export type BankAccount = Sent<Schema<'BankAccount'>>;

/** GET /api/commission/balance: the closed statements less what was paid or waits to be paid; `bank` null when the profile has none. */
export type CommissionBalance = Sent<Schema<'CommissionBalance'>>;

/**
 * The states of a payout, in the order it moves through them: `sending` is with Billplz, waiting for its
 * answer; `failed` is Billplz returning it (the amount is available again).
 */
export type PayoutStatus = 'requested' | 'approved' | 'rejected' | 'sending' | 'paid' | 'failed';

/** A payout: the amount (with what s.107D withheld and the `net` paid to the bank), the bank account as it was when requested, and when it was decided and paid. */
export type Payout = Sent<Schema<'Payout'>>;

/** GET /api/commission/payouts: one page (an agent's own; the HQ side's everyone's). */
export type PayoutPage = Sent<Schema<'PayoutPage'>>;

/** What a bulk payout action did to each payout (`message` says why not). */
export type PayoutOutcome = Sent<Schema<'PayoutOutcome'>>;

/** A top-up of the Billplz credit: `pending` until its bill is paid (`paid`) or not (`failed`). */
export type Topup = Sent<Schema<'Topup'>>;
export type TopupStatus = 'pending' | 'paid' | 'failed';

/**
 * GET /api/company-money/balance (HQ side): the prepaid Billplz credit payouts through Billplz are paid
 * from, what made it, what agents are owed and what waits, and the latest top-ups (newest first).
 */
export type CompanyMoney = Sent<Schema<'CompanyMoney'>>;

/** POST /api/integration/billplz/top-up-credit (HQ only): the top-up and the Billplz bill to pay it with. */
export type TopupStarted = Sent<Schema<'TopupStarted'>>;

/** GET /api/setup/commission-settings: whether an override compresses past an upline who does not earn, the smallest payout and s.107D withholding (threshold, rate). */
export type CommissionSettings = Sent<Schema<'CommissionSettings'>>;

/** The bodies the payout and close calls send. */
export type PayoutRequest = Schema<'PayoutRequest'>;
export type PayoutIds = Schema<'PayoutIds'>;
export type CloseInput = Schema<'CloseInput'>;
export type TopupInput = Schema<'TopupInput'>;
export type CommissionSettingsInput = Schema<'CommissionSettingsInput'>;
