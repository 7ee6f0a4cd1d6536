/**
 * The courier providers' forms (docs/api-integrations.md, "Courier providers"): EasyParcel (API key,
 * sandbox), Ninja Van (client id and secret, country, sandbox), Delyva (API key, customer and company id),
 * Pos Laju and City-Link (the route that books them, the company's own account number). Secrets never
 * come back whole: a form starts with them empty, and an empty secret keeps the saved one (the first
 * connection needs it). Every form carries `active`. The server answers 422 per field with the same names
 * (a provider's refusal on the credential field). Messages are locale keys.
 */
import { z } from 'zod';
import type { CourierAccount, CourierRouteInput, DelyvaInput, EasyparcelInput, NinjavanInput } from '../api/types';
import { COURIER_ROUTES, EASYPARCEL_COMMON_COURIERS, NINJAVAN_COUNTRIES } from './display';

const TOO_LONG = 'integrations.courier.form.tooLong';
const REQUIRED = 'errors.required';

const secret = z.string().trim().max(255, TOO_LONG);
const text = z.string().trim().min(1, REQUIRED).max(255, TOO_LONG);

const orNull = (s: string) => s.trim() || null;

/** The first connection needs the secret; once connected an empty one keeps the saved secret. */
function needSecret(connected: boolean, value: string, path: string, ctx: z.RefinementCtx) {
  if (!connected && !value) ctx.addIssue({ code: 'custom', path: [path], message: REQUIRED });
}

/* EasyParcel */

export const EASYPARCEL_FIELDS = ['apiKey'] as const;

export function easyparcelSchema(connected: boolean) {
  return z
    .object({ apiKey: secret, sandbox: z.boolean(), active: z.boolean() })
    .superRefine((v, ctx) => needSecret(connected, v.apiKey, 'apiKey', ctx));
}
export type EasyparcelValues = z.infer<ReturnType<typeof easyparcelSchema>>;

export const easyparcelValues = (a: CourierAccount | null): EasyparcelValues => ({ apiKey: '', sandbox: a?.sandbox ?? false, active: a?.active ?? true });

export const toEasyparcelInput = (v: EasyparcelValues): EasyparcelInput => ({ apiKey: orNull(v.apiKey), sandbox: v.sandbox, active: v.active });

/* Ninja Van */

export const NINJAVAN_FIELDS = ['clientId', 'clientSecret', 'countryCode'] as const;

export function ninjavanSchema(connected: boolean) {
  return z
    .object({
      clientId: text,
      clientSecret: secret,
      countryCode: z.string().refine((c) => (NINJAVAN_COUNTRIES as readonly string[]).includes(c), REQUIRED),
      sandbox: z.boolean(),
      active: z.boolean(),
    })
    .superRefine((v, ctx) => needSecret(connected, v.clientSecret, 'clientSecret', ctx));
}
export type NinjavanValues = z.infer<ReturnType<typeof ninjavanSchema>>;

export const ninjavanValues = (a: CourierAccount | null): NinjavanValues => ({
  clientId: a?.clientId ?? '',
  clientSecret: '',
  countryCode: a?.countryCode ?? 'my',
  sandbox: a?.sandbox ?? false,
  active: a?.active ?? true,
});

export const toNinjavanInput = (v: NinjavanValues): NinjavanInput => ({
  clientId: v.clientId.trim(),
  clientSecret: orNull(v.clientSecret),
  countryCode: v.countryCode,
  sandbox: v.sandbox,
  active: v.active,
});

/* Delyva */

export const DELYVA_FIELDS = ['apiKey', 'customerId', 'companyId'] as const;

export function delyvaSchema(connected: boolean) {
  return z
    .object({ apiKey: secret, customerId: text, companyId: text, active: z.boolean() })
    .superRefine((v, ctx) => needSecret(connected, v.apiKey, 'apiKey', ctx));
}
export type DelyvaValues = z.infer<ReturnType<typeof delyvaSchema>>;

export const delyvaValues = (a: CourierAccount | null): DelyvaValues => ({ apiKey: '', customerId: a?.customerId ?? '', companyId: a?.companyId ?? '', active: a?.active ?? true });

export const toDelyvaInput = (v: DelyvaValues): DelyvaInput => ({ apiKey: orNull(v.apiKey), customerId: v.customerId.trim(), companyId: v.companyId.trim(), active: v.active });

/* Pos Laju and City-Link: the route */

export const ROUTE_FIELDS = ['through', 'accountNumber'] as const;

export const routeSchema = z.object({
  through: z.string().refine((r) => (COURIER_ROUTES as readonly string[]).includes(r), REQUIRED),
  accountNumber: z.string().trim().max(50, TOO_LONG),
  active: z.boolean(),
});
export type RouteValues = z.infer<typeof routeSchema>;

export const routeValues = (a: CourierAccount | null): RouteValues => ({ through: a?.through ?? '', accountNumber: a?.accountNumber ?? '', active: a?.active ?? true });

export const toRouteInput = (v: RouteValues): CourierRouteInput => ({ through: v.through, accountNumber: v.accountNumber.trim(), active: v.active });

/* Switching a switched-off provider back on: its current values, the saved secrets kept. */

export const easyparcelSwitchOn = (a: CourierAccount): EasyparcelInput => ({ apiKey: null, sandbox: a.sandbox, active: true });
export const ninjavanSwitchOn = (a: CourierAccount): NinjavanInput => ({ clientId: a.clientId ?? '', clientSecret: null, countryCode: a.countryCode ?? 'my', sandbox: a.sandbox, active: true });
export const delyvaSwitchOn = (a: CourierAccount): DelyvaInput => ({ apiKey: null, customerId: a.customerId ?? '', companyId: a.companyId ?? '', active: true });
export const routeSwitchOn = (a: CourierAccount): CourierRouteInput => ({ through: a.through ?? '', accountNumber: a.accountNumber ?? '', active: true });

/* EasyParcel's couriers: the common ones ticked, any other typed as ids separated by commas. */

/** EasyParcel's courier ids: EP-CR and up to eight letters or digits (EP-CR0A). */
export const COURIER_ID_RE = /^EP-CR[A-Za-z0-9]{1,8}$/;
export const MAX_COURIERS = 20;

const COMMON_IDS: readonly string[] = EASYPARCEL_COMMON_COURIERS.map((c) => c.id);

/** "ep-cr0a, EP-CR0C  EP-CR0A" → ['EP-CR0A', 'EP-CR0C']: split on commas and spaces, upper-cased, once each. */
export function parseCourierIds(s: string): string[] {
  return [...new Set(s.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter(Boolean))];
}

export const couriersSchema = z
  .object({ picked: z.array(z.string()), others: z.string() })
  .superRefine((v, ctx) => {
    const typed = parseCourierIds(v.others);
    if (typed.some((c) => !COURIER_ID_RE.test(c))) ctx.addIssue({ code: 'custom', path: ['others'], message: 'integrations.easyparcel.couriers.invalid' });
    else if (chosenCouriers(v).length > MAX_COURIERS) ctx.addIssue({ code: 'custom', path: ['others'], message: 'integrations.easyparcel.couriers.tooMany' });
  });
export type CouriersValues = z.infer<typeof couriersSchema>;

/** The form's start: the saved ids that are common ones ticked, the rest typed. */
export function couriersValues(couriers: readonly string[]): CouriersValues {
  return { picked: couriers.filter((c) => COMMON_IDS.includes(c)), others: couriers.filter((c) => !COMMON_IDS.includes(c)).join(', ') };
}

/** The ids to send: the ticked ones in the list's order, then the typed ones, each once. */
export function chosenCouriers(v: CouriersValues): string[] {
  const picked = COMMON_IDS.filter((id) => v.picked.includes(id));
  return [...new Set([...picked, ...parseCourierIds(v.others)])];
}
