/**
 * The CP58 answers (docs/api-tax.md), from the generated document (src/lib/api-schema.ts through
 * @/lib/schema). In an answer every field is present (`Sent`): the document's optional ones arrive as null.
 * Money is a decimal string at the company currency's scale ("5000.00"), never a number; datetimes are
 * RFC 3339 instants (ISO strings); a year is a calendar year in Kuala Lumpur.
 */
import type { Schema, Sent } from '@/lib/schema';

/** GET /report/searchcp58 `filter`: every row, due (over the threshold, not issued), issued, or missing something Part B needs. */
export const CP58_FILTERS = ['all', 'due', 'issued', 'missing'] as const;
export type Cp58Filter = (typeof CP58_FILTERS)[number];

/** What Part B needs and an agent's record lacks (`missing` is a free string in the document; these are its values). */
export const CP58_MISSING = ['tin', 'identity', 'address'] as const;
export type Cp58Missing = (typeof CP58_MISSING)[number];

/** The year's counts, over the whole year (not the page). */
export type Cp58Counts = Sent<Schema<'Cp58Counts'>>;

/**
 * One agent of the year: C(a) commission, C(b) other monetary, C(c)–(f) together as non-monetary, the
 * total, what was withheld under s.107D, whether the total exceeds the threshold (a CP58 is due), what
 * Part B lacks, and their statement if issued.
 */
export type Cp58Row = Sent<Schema<'Cp58Row'>>;

/** GET /report/searchcp58: a page of the year's rows, highest total first. */
export type Cp58Search = Sent<Schema<'Cp58Search'>>;

/** An agent skipped at generation, and what their record lacks. */
export type Cp58Skipped = Sent<Schema<'Cp58Skipped'>>;

/** POST /report/cp58: how many statements were issued (or re-issued), and who was skipped. */
export type Cp58Run = Sent<Schema<'Cp58Run'>>;

/**
 * A party of a statement. Part A, the company paying: `identity` is its ROC, `username` empty. Part B, the
 * agent paid: `identity` is a MyKad or passport number, or a company agent's ROC.
 */
export type Cp58Party = Sent<Schema<'Cp58Party'>>;

/** One issued CP58: Parts A, B and C as the PDF draws them. */
export type Cp58Statement = Sent<Schema<'Cp58Statement'>>;

/** GET /report/getcp58: statements, newest year first. */
export type Cp58List = Sent<Schema<'Cp58List'>>;

/** POST /report/cp58 body: the year, and agents to issue for on request (under the threshold). */
export type Cp58RunInput = Schema<'Cp58IssueInput'>;
