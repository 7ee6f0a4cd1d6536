/**
 * Publish dates are chosen in Kuala Lumpur time (UTC+8 all year) with a datetime-local input
 * ("2026-12-01T09:00") and sent as RFC 3339 ("2026-12-01T09:00:00+08:00").
 */
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const LOCAL_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** An instant → the datetime-local value in Kuala Lumpur ('' when missing or unreadable). */
export function toKlInput(instant: string | null | undefined): string {
  if (!instant) return '';
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + KL_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Kuala Lumpur time → RFC 3339 with +08:00 (null when blank or malformed). */
export function fromKlInput(local: string | null | undefined): string | null {
  const m = LOCAL_RE.exec((local ?? '').trim());
  return m ? `${m[1]}T${m[2]}:00+08:00` : null;
}

/** Whether a datetime-local value (Kuala Lumpur) is after `now`. */
export function isFutureKl(local: string, now: Date = new Date()): boolean {
  const rfc = fromKlInput(local);
  return rfc !== null && Date.parse(rfc) > now.getTime();
}

/** Whether a string is a calendar date YYYY-MM-DD. */
export const isDate = (v: string) => DATE_RE.test(v.trim()) && !Number.isNaN(Date.parse(`${v.trim()}T00:00:00Z`));
