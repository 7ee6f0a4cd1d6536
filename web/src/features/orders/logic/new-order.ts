/**
 * The new-order screen (HQ places an order for an agent): its lines, its form values and the body of
 * POST /api/orders/quote and /api/orders/create.
 */
import { z } from 'zod';
import type { AgentOption, CreateOrderBody, ShipmentType } from '../api/types';

export interface DraftLine {
  kind: 'variant' | 'package';
  /** variant id or package id */
  id: number;
  name: string;
  label: string;
  quantity: number;
  /** kg per unit when known (products); packages leave it out */
  weight?: string | null;
}

export const MAX_QUANTITY = 9999;

export const lineKey = (l: Pick<DraftLine, 'kind' | 'id'>) => `${l.kind}:${l.id}`;

/** Adds a line; the same variant or package again adds to its quantity (as the cart does), capped at 9999. */
export function addLine(lines: readonly DraftLine[], line: DraftLine): DraftLine[] {
  const key = lineKey(line);
  if (!lines.some((l) => lineKey(l) === key)) return [...lines, { ...line, quantity: clampQuantity(line.quantity) }];
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l));
}

export function setLineQuantity(lines: readonly DraftLine[], key: string, quantity: number): DraftLine[] {
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function removeLine(lines: readonly DraftLine[], key: string): DraftLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(n)));
}

export interface NewOrderValues {
  shipmentType: ShipmentType;
  firstName: string;
  lastName: string;
  email: string;
  phoneCode: string;
  phone: string;
  address1: string;
  address2: string;
  postCode: string;
  city: string;
  state: string;
  country: string;
  /** Indonesia only: the regency (kabupaten/kota), district (kecamatan) and village (desa/kelurahan) codes under the province (`state`). */
  regencyCode: string;
  districtCode: string;
  villageCode: string;
  shipmentId: string;
  voucherCode: string;
  orderNotes: string;
  markPaid: boolean;
}

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'email', 'phoneCode', 'phone', 'address1', 'address2', 'postCode', 'city', 'state', 'regencyCode', 'districtCode', 'villageCode'] as const;
export const FORM_FIELDS = [...ADDRESS_FIELDS, 'shipmentId', 'voucherCode', 'orderNotes'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export function emptyValues(country: string): NewOrderValues {
  return {
    shipmentType: 'courier',
    firstName: '',
    lastName: '',
    email: '',
    phoneCode: country === 'ID' ? '+62' : '+60',
    phone: '',
    address1: '',
    address2: '',
    postCode: '',
    city: '',
    state: '',
    country,
    regencyCode: '',
    districtCode: '',
    villageCode: '',
    shipmentId: '',
    voucherCode: '',
    orderNotes: '',
    markPaid: false,
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The form's rules: the address and a courier are needed for courier orders only. */
export function newOrderSchema(t: Translate) {
  const required = t('orders.new.required');
  return z
    .object({
      shipmentType: z.enum(['courier', 'pickup']),
      firstName: z.string().trim().max(100),
      lastName: z.string().trim().max(100),
      email: z.union([z.literal(''), z.email(t('orders.new.emailInvalid'))]),
      phoneCode: z.string(),
      phone: z.string().trim().max(20),
      address1: z.string().trim().max(200),
      address2: z.string().trim().max(200),
      postCode: z.string().trim().max(10),
      city: z.string().trim().max(100),
      state: z.string(),
      country: z.string(),
      regencyCode: z.string(),
      districtCode: z.string(),
      villageCode: z.string(),
      shipmentId: z.string(),
      voucherCode: z.string().trim().max(40),
      orderNotes: z.string().max(1000),
      markPaid: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.shipmentType !== 'courier') return;
      const regions = v.country === 'ID';
      // An Indonesian city is the chosen regency's name: the province, regency, district and village are asked for instead.
      for (const field of ['firstName', 'phone', 'address1', 'postCode', ...(regions ? [] : (['city', 'state'] as const))] as const) {
        if (v[field].trim() === '') ctx.addIssue({ code: 'custom', path: [field], message: required });
      }
      if (regions) {
        for (const [field, key] of [['state', 'provinceRequired'], ['regencyCode', 'regencyRequired'], ['districtCode', 'districtRequired'], ['villageCode', 'villageRequired']] as const) {
          if (v[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: t(`orders.new.${key}`) });
        }
      }
      if (v.country === 'MY' && v.postCode.trim() !== '' && !/^\d{5}$/.test(v.postCode.trim())) {
        ctx.addIssue({ code: 'custom', path: ['postCode'], message: t('orders.new.postCodeMy') });
      }
      if (v.shipmentId === '') ctx.addIssue({ code: 'custom', path: ['shipmentId'], message: t('orders.new.chooseCourier') });
    });
}

const blank = (s: string) => (s.trim() === '' ? null : s.trim());

/** POST /api/orders/create (and quote) from the form, the agent and the lines. */
export function createBody(values: NewOrderValues, agent: Pick<AgentOption, 'id'>, lines: readonly DraftLine[]): CreateOrderBody {
  const courier = values.shipmentType === 'courier';
  const indonesia = values.country === 'ID';
  return {
    agentId: agent.id,
    items: lines.map((l) => (l.kind === 'variant' ? { variantId: l.id, quantity: l.quantity } : { packageId: l.id, quantity: l.quantity })),
    shipmentType: values.shipmentType,
    address: courier
      ? {
          firstName: values.firstName.trim(),
          lastName: blank(values.lastName),
          addrTitle: null,
          email: blank(values.email),
          address1: values.address1.trim(),
          address2: blank(values.address2),
          postCode: values.postCode.trim(),
          city: values.city.trim(),
          state: values.state,
          country: values.country,
          phoneCode: values.phoneCode,
          phone: values.phone.trim(),
          // Indonesia: the region codes (the city is the regency's name); elsewhere null.
          regencyCode: indonesia ? blank(values.regencyCode) : null,
          districtCode: indonesia ? blank(values.districtCode) : null,
          villageCode: indonesia ? blank(values.villageCode) : null,
        }
      : null,
    shipmentId: courier && values.shipmentId ? Number(values.shipmentId) : null,
    voucherCode: blank(values.voucherCode)?.toUpperCase() ?? null,
    orderNotes: blank(values.orderNotes),
    markPaid: values.markPaid,
  };
}

/**
 * The quote that prices the goods alone (as a pickup, no voucher): its weight, units and sub total
 * are what the courier rates are looked up with before a courier is chosen.
 */
export function basisBody(agent: Pick<AgentOption, 'id'>, lines: readonly DraftLine[]): CreateOrderBody {
  return { ...createBody({ ...emptyValues('MY'), shipmentType: 'pickup' }, agent, lines), markPaid: false };
}

/**
 * What the courier rates are looked up with when the goods-only quote is refused (a company without
 * self pickup refuses a pickup quote): the weight of the products known here, the units, no sub total.
 */
export function estimateBasis(lines: readonly DraftLine[]): { weight: string; units: number; subTotal: null } {
  // Grams as whole numbers: no float drift in the sum.
  const grams = lines.reduce((sum, l) => sum + Math.round(Number(l.weight ?? 0) * 1000) * l.quantity, 0);
  return { weight: (grams / 1000).toFixed(3), units: lines.reduce((sum, l) => sum + l.quantity, 0), subTotal: null };
}

/** The full quote can be asked once a courier order has its courier and state (a pickup at once). */
export function quoteReady(values: Pick<NewOrderValues, 'shipmentType' | 'shipmentId' | 'state'>): boolean {
  return values.shipmentType === 'pickup' || (values.shipmentId !== '' && values.state !== '');
}

/** A server field name (`address.postCode`, `postCode`, `voucherCode`) → the form field, or null. */
export function formFieldOf(serverField: string): FormField | null {
  const name = serverField.replace(/^address\./, '');
  return (FORM_FIELDS as readonly string[]).includes(name) ? (name as FormField) : null;
}
