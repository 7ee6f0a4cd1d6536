/**
 * The store form (join and set-up): its values, the client rules mirroring the contract's StoreInput
 * (docs/api-stores.md; the server checks again and answers per field, e.g. `slug_taken`), and the body
 * sent. Messages are locale keys.
 */
import { z } from 'zod';
import type { AgentStore, StoreInput, StoreProgram } from '../api/types';

export const NAME_MIN = 2;
export const NAME_MAX = 80;
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const TAGLINE_MAX = 160;
export const SCHOOL_ADDRESS_MAX = 300;
export const PICKUP_HOURS_MAX = 120;

export interface StoreFormValues {
  name: string;
  slug: string;
  tagline: string;
  primaryColor: string;
  contactPhone: string;
  whatsapp: string;
  contactEmail: string;
  schoolName: string;
  schoolAddress: string;
  pickupHours: string;
}

/** The fields a 422's errors are placed on (the server names them the same). */
export const STORE_FIELDS = [
  'name', 'slug', 'tagline', 'primaryColor', 'contactPhone', 'whatsapp', 'contactEmail', 'schoolName', 'schoolAddress', 'pickupHours',
] as const satisfies readonly (keyof StoreFormValues)[];

export const SLUG_RE = /^[a-z0-9][a-z0-9-]*[a-z0-9]$/;
const COLOR_RE = /^#[0-9a-fA-F]{6}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as people write it (+60 12-345 6789): 7 to 15 digits. */
export function isPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A store name → a link name: 'Kedai Siti Ánis!' → 'kedai-siti-anis'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export const emptyStoreValues = (): StoreFormValues => ({
  name: '',
  slug: '',
  tagline: '',
  primaryColor: '',
  contactPhone: '',
  whatsapp: '',
  contactEmail: '',
  schoolName: '',
  schoolAddress: '',
  pickupHours: '',
});

/** A saved store as the form's values. */
export function storeValues(s: AgentStore): StoreFormValues {
  return {
    name: s.name,
    slug: s.slug,
    tagline: s.tagline ?? '',
    primaryColor: s.primaryColor ?? '',
    contactPhone: s.contactPhone ?? '',
    whatsapp: s.whatsapp ?? '',
    contactEmail: s.contactEmail ?? '',
    schoolName: s.schoolName ?? '',
    schoolAddress: s.schoolAddress ?? '',
    pickupHours: s.pickupHours ?? '',
  };
}

/** The rules; an e-koop store also needs its school, address and pickup hours. Every broken rule shows at once. */
export function storeSchema(program: StoreProgram) {
  return z
    .object({
      name: z.string(),
      slug: z.string(),
      tagline: z.string(),
      primaryColor: z.string(),
      contactPhone: z.string(),
      whatsapp: z.string(),
      contactEmail: z.string(),
      schoolName: z.string(),
      schoolAddress: z.string(),
      pickupHours: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof StoreFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const name = v.name.trim();
      if (!name) issue('name', 'errors.required');
      else if (name.length < NAME_MIN || name.length > NAME_MAX) issue('name', 'stores.form.errors.nameLength');

      const slug = v.slug.trim();
      if (!slug) issue('slug', 'errors.required');
      else if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) issue('slug', 'stores.form.errors.slugLength');
      else if (!SLUG_RE.test(slug)) issue('slug', 'stores.form.errors.slugChars');

      if (v.tagline.trim().length > TAGLINE_MAX) issue('tagline', 'stores.form.errors.taglineLength');
      if (v.primaryColor.trim() && !COLOR_RE.test(v.primaryColor.trim())) issue('primaryColor', 'stores.form.errors.color');
      if (v.contactPhone.trim() && !isPhone(v.contactPhone)) issue('contactPhone', 'stores.form.errors.phone');
      if (v.whatsapp.trim() && !isPhone(v.whatsapp)) issue('whatsapp', 'stores.form.errors.phone');
      if (v.contactEmail.trim() && !EMAIL_RE.test(v.contactEmail.trim())) issue('contactEmail', 'errors.invalidEmail');

      if (program === 'ekoop') {
        if (!v.schoolName.trim()) issue('schoolName', 'errors.required');
        if (!v.schoolAddress.trim()) issue('schoolAddress', 'errors.required');
        else if (v.schoolAddress.trim().length > SCHOOL_ADDRESS_MAX) issue('schoolAddress', 'stores.form.errors.addressLength');
        if (!v.pickupHours.trim()) issue('pickupHours', 'errors.required');
        else if (v.pickupHours.trim().length > PICKUP_HOURS_MAX) issue('pickupHours', 'stores.form.errors.pickupLength');
      }
    });
}

const orNull = (v: string) => {
  const s = v.trim();
  return s === '' ? null : s;
};

/** The body of register and setup: blanks as null; the school fields only for an e-koop store. */
export function toStoreInput(v: StoreFormValues, program: StoreProgram): StoreInput {
  const input: StoreInput = {
    name: v.name.trim(),
    slug: v.slug.trim(),
    tagline: orNull(v.tagline),
    primaryColor: orNull(v.primaryColor)?.toLowerCase() ?? null,
    contactPhone: orNull(v.contactPhone),
    whatsapp: orNull(v.whatsapp),
    contactEmail: orNull(v.contactEmail),
  };
  if (program === 'ekoop') {
    input.schoolName = orNull(v.schoolName);
    input.schoolAddress = orNull(v.schoolAddress);
    input.pickupHours = orNull(v.pickupHours);
  }
  return input;
}
