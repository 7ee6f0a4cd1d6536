/** The registration forms (leader link and HQ): rules, and the request bodies they make. */
import { z } from 'zod';
import { missingRules } from '@/lib/password-rules';
import type { AgentFields, HqRegisterInput, SelfRegisterInput } from '../api/types';
import type { LinkIds } from './links';
import { isIcDigits, isPhoneDigits, isRocNumber, isUsername, normalizeIc, normalizePhone } from './identity';

const required = z.string().trim().min(1, 'errors.required');

const base = z.object({
  accCategory: z.enum(['individual', 'company']),
  accCompany: z.string(),
  /** Optional; checked only for a company (the field is hidden for an individual). */
  accRoc: z.string(),
  accFirstName: required,
  accLastName: z.string(),
  username: required.refine(isUsername, 'agents.form.usernameRule'),
  email: required.email('errors.invalidEmail'),
  accIdentity: required.refine(isIcDigits, 'agents.form.icRule'),
  accCodePhone: required,
  accPhone: required.refine(isPhoneDigits, 'agents.form.phoneRule'),
});

/** A company needs its name; its ROC number may be left empty, but when given it must be one. */
function checkCompany(v: { accCategory: string; accCompany: string; accRoc: string }, ctx: z.RefinementCtx) {
  if (v.accCategory !== 'company') return;
  if (!v.accCompany.trim()) ctx.addIssue({ code: 'custom', path: ['accCompany'], message: 'errors.required' });
  if (v.accRoc.trim() && !isRocNumber(v.accRoc)) ctx.addIssue({ code: 'custom', path: ['accRoc'], message: 'agents.form.rocRule' });
}

const selfRegisterFields = base.extend({
  password: z.string(),
  confirm: z.string(),
  /** The new agent ticked "I have read and agree to the terms and conditions" (only asked when the link has terms). */
  agreed: z.boolean(),
});
export type SelfRegisterValues = z.infer<typeof selfRegisterFields>;

/** The leader-link form's rules; `withTerms`: the link carries terms, which must be agreed to before sending. */
export function selfRegisterSchema(withTerms: boolean) {
  return selfRegisterFields.superRefine((v, ctx) => {
    checkCompany(v, ctx);
    if (missingRules(v.password).length > 0) ctx.addIssue({ code: 'custom', path: ['password'], message: 'auth.rules.invalid' });
    if (v.password !== v.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'auth.reset.mismatch' });
    if (withTerms && !v.agreed) ctx.addIssue({ code: 'custom', path: ['agreed'], message: 'agents.terms.mustAgree' });
  });
}

/** The terms a link shows, in the server's order (the tier's, then every tier's); blank entries left out. */
export function linkTerms(terms: readonly string[] | null | undefined): string[] {
  return (terms ?? []).filter((t) => t.trim() !== '');
}

const picked = z.object({ id: z.number().nullable(), name: z.string() });
export type Picked = z.infer<typeof picked>;

export const hqRegisterSchema = base
  .extend({
    /** id null = directly under HQ; the whole value null = not chosen yet. */
    upline: picked.nullable(),
    helper: picked.nullable(),
    tierId: required,
    lang: z.enum(['en', 'id', 'my']),
  })
  .superRefine((v, ctx) => {
    checkCompany(v, ctx);
    if (!v.upline) ctx.addIssue({ code: 'custom', path: ['upline'], message: 'agents.form.chooseUpline' });
  });
export type HqRegisterValues = z.infer<typeof hqRegisterSchema>;

export type BaseValues = z.infer<typeof base>;

export const EMPTY_AGENT: BaseValues = {
  accCategory: 'individual',
  accCompany: '',
  accRoc: '',
  accFirstName: '',
  accLastName: '',
  username: '',
  email: '',
  accIdentity: '',
  accCodePhone: '+60',
  accPhone: '',
};

/** The fields on screen that a 422 may name (request names; the HQ form renames three). */
export const AGENT_FIELDS = ['accCategory', 'accCompany', 'accRoc', 'accFirstName', 'accLastName', 'username', 'email', 'accIdentity', 'accCodePhone', 'accPhone'] as const;

function agentFields(v: BaseValues, lang: string): AgentFields {
  const company = v.accCategory === 'company';
  return {
    username: v.username.trim(),
    email: v.email.trim(),
    accCategory: v.accCategory,
    accFirstName: v.accFirstName.trim(),
    accLastName: v.accLastName.trim() || null,
    accCompany: company ? v.accCompany.trim() : null,
    accRoc: (company && v.accRoc.trim()) || null,
    accIdentity: normalizeIc(v.accIdentity) || null,
    accCodePhone: v.accCodePhone,
    accPhone: normalizePhone(v.accPhone),
    lang,
  };
}

export function selfRegisterBody(v: SelfRegisterValues, link: LinkIds, lang: string): SelfRegisterInput {
  return {
    comId: link.companyId,
    usrTierId: link.tierId,
    familyDirectId: link.leaderId,
    familyHelperId: null,
    ...agentFields(v, lang),
    password: v.password,
  };
}

export function hqRegisterBody(v: HqRegisterValues): HqRegisterInput {
  return {
    ...agentFields(v, v.lang),
    uplineId: v.upline?.id ?? null,
    helperId: v.helper?.id ?? null,
    tierId: Number(v.tierId),
  };
}

/**
 * Sorts a 422's `errors`: those of a field on screen (after `rename`) go next to it, the others are
 * shown with the form (e.g. `comId` when the link is no longer valid).
 */
export function sortFieldErrors<F extends string>(
  errors: Record<string, unknown> | undefined,
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
): { fields: [F, string][]; other: string[] } {
  const out: { fields: [F, string][]; other: string[] } = { fields: [], other: [] };
  for (const [key, message] of Object.entries(errors ?? {})) {
    const field = (rename[key] ?? key) as F;
    if ((fields as readonly string[]).includes(field)) out.fields.push([field, String(message)]);
    else out.other.push(String(message));
  }
  return out;
}
