/** What the e-invoicing screen reads off a document and a round. */
import type { Tone } from '@/components/StatusBadge';
import type { Einvoice, EinvoiceCounts, EinvoiceRound } from '../api/types';
import { EINVOICE_STATUSES } from '../api/types';

/** A status's colour: waiting and sent are under way, valid is done, invalid needs HQ, cancelled is over. */
export const STATUS_TONE: Record<string, Tone> = {
  pending: 'neutral',
  submitted: 'info',
  valid: 'success',
  invalid: 'danger',
  cancelled: 'warning',
};

export const toneOf = (status: string): Tone => STATUS_TONE[status] ?? 'neutral';

/** Documents of every status (the "All" chip). */
export const countAll = (counts: EinvoiceCounts) => EINVOICE_STATUSES.reduce((sum, s) => sum + counts[s], 0);

/** Nothing was ever written: no document of any status. */
export const nothingWritten = (counts: EinvoiceCounts) => countAll(counts) === 0;

/** The document's JSON as last sent, indented for reading, or null before its first sending. */
export function prettyDocument(document: unknown): string | null {
  if (document === null || document === undefined) return null;
  if (typeof document === 'string') {
    try {
      return JSON.stringify(JSON.parse(document), null, 2);
    } catch {
      return document;
    }
  }
  return JSON.stringify(document, null, 2);
}

/** A round's outcome: failed (MyInvois not reached; the rest waits), nothing to do, or what it did. */
export type RoundOutcome = 'error' | 'idle' | 'done';

export function roundOutcome(r: EinvoiceRound): RoundOutcome {
  if (r.error && r.error.trim()) return 'error';
  return r.written + r.submitted + r.valid + r.invalid === 0 ? 'idle' : 'done';
}

/** The dates a document shows, in its life's order: written, sent, validated, cancelled (those it has). */
export function documentDates(e: Pick<Einvoice, 'createdAt' | 'submittedAt' | 'validatedAt' | 'cancelledAt'>): { key: 'created' | 'submitted' | 'validated' | 'cancelled'; at: string }[] {
  const all = [
    { key: 'created' as const, at: e.createdAt },
    { key: 'submitted' as const, at: e.submittedAt },
    { key: 'validated' as const, at: e.validatedAt },
    { key: 'cancelled' as const, at: e.cancelledAt },
  ];
  return all.filter((d): d is { key: typeof d.key; at: string } => typeof d.at === 'string' && d.at !== '');
}
