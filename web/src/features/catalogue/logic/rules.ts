/** zod building blocks shared by the catalogue forms (messages are locale keys). */
import { z } from 'zod';
import { MONEY_RE, isBlank } from './numbers';

/** Optional; when filled, it must match. */
export const matching = (re: RegExp, message: string) => z.string().refine((v) => isBlank(v) || re.test(v.trim()), message);

/** Required, then in the format: one message at a time. */
export const requiredMatching = (re: RegExp, message: string) =>
  z.string().superRefine((v, ctx) => {
    if (isBlank(v)) ctx.addIssue({ code: 'custom', message: 'errors.required' });
    else if (!re.test(v.trim())) ctx.addIssue({ code: 'custom', message });
  });

export const optionalMoney = matching(MONEY_RE, 'catalogue.errors.money');
export const requiredMoney = requiredMatching(MONEY_RE, 'catalogue.errors.money');
export const requiredText = (max: number) => z.string().trim().min(1, 'errors.required').max(max, 'catalogue.errors.tooLong');
