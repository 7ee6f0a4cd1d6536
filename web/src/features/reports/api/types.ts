/**
 * The master reports' shapes (docs/api-reports.md), from the generated document (src/lib/api-schema.ts
 * through @/lib/schema). Money is a decimal string at the company currency's scale, a count a whole number
 * written as a string; a date `YYYY-MM-DD` and a datetime an RFC 3339 instant.
 */
import type { Narrow, Schema, Sent } from '@/lib/schema';

/** One figure card: `kind` count, money or percent. */
export type ReportFigure = Sent<Schema<'ReportFigure'>>;

/** One row of the summary's table (biggest first): `label` null when the rows have none (no tier, no state). */
export type ReportBreakdownRow = Sent<Schema<'ReportBreakdownRow'>>;

/** A summary: the range it covers (the server's default is this month so far), the figures and the breakdown. */
export type ReportSummary = Sent<Schema<'ReportSummary'>>;

/** A list column: `kind` text, money, count, date or datetime. */
export type ReportColumn = Sent<Schema<'ReportColumn'>>;

export type ColumnKind = 'text' | 'money' | 'count' | 'date' | 'datetime';

/**
 * A page of a list. Cells are in column order and any of them may be null (the document writes them as
 * strings); `totals` sums the money and count columns over every page (null for the others).
 */
export type ReportTable = Narrow<Sent<Schema<'ReportTable'>>, { rows: (string | null)[][]; totals: (string | null)[] | null }>;

/** Where a background export is: waiting its turn, writing rows, its file ready to download, or given up. */
export type ExportStatus = 'queued' | 'running' | 'ready' | 'failed';

/** The file formats of an export. */
export type ExportFormat = 'csv' | 'xlsx';

/**
 * A background export (a list too long to export at once): its file's name, where it is, the rows written
 * so far of those to write (`rowsTotal` 0 until it runs) and, when failed, why.
 */
export type ReportExport = Narrow<Sent<Schema<'ReportExport'>>, { status: ExportStatus; format: ExportFormat }>;

/** The body that starts a background export: the report, the format and the list's filters (ids as numbers). */
export type ExportInput = Schema<'ExportInput'>;
