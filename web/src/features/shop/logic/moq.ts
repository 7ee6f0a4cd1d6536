/** The minimum order (units or amount) as the cart shows it: how far along, and what is still missing. */
import type { Moq } from '../api/types';
import { fromCents, toCents } from './money';

export interface MoqProgress {
  type: Moq['type'];
  met: boolean;
  /** 0–100, for the progress bar */
  percent: number;
  /** For `unit`: whole units; for `amount`: a money string with 2 decimals. */
  required: string;
  current: string;
  remaining: string;
}

const whole = (v: string) => {
  const n = Number.parseInt(v, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** null when there is no minimum (none set, or a required 0). */
export function moqProgress(moq: Moq | null | undefined): MoqProgress | null {
  if (!moq) return null;
  if (moq.type === 'unit') {
    const required = whole(moq.required);
    if (required === 0) return null;
    const current = whole(moq.current);
    return {
      type: 'unit',
      met: moq.met,
      percent: Math.min(100, Math.floor((current * 100) / required)),
      required: String(required),
      current: String(current),
      remaining: String(Math.max(0, required - current)),
    };
  }
  const required = toCents(moq.required);
  if (required <= 0n) return null;
  const current = toCents(moq.current) < 0n ? 0n : toCents(moq.current);
  const missing = required - current;
  return {
    type: 'amount',
    met: moq.met,
    percent: Number(current >= required ? 100n : (current * 100n) / required),
    required: fromCents(required),
    current: fromCents(current),
    remaining: fromCents(missing > 0n ? missing : 0n),
  };
}
