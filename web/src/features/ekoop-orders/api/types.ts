/**
 * E-koop orders' shapes (docs/api-stores.md): the generated OpenAPI schemas under the names the screens
 * use, with the statuses the document writes as strings narrowed to the orders' own.
 */
import type { Narrow, Schema, Sent } from '@/lib/schema';
import type { OrderStatus, PaymentStatus } from '@/features/orders/api/types';

/** One order of a school co-op: the student and class, and the parent who bought it. */
export type EkoopOrder = Narrow<Sent<Schema<'EkoopOrder'>>, { status: OrderStatus; paymentStatus: PaymentStatus }>;

/** A school's class with orders, and how many of them are paid and waiting to be collected. */
export type EkoopClass = Sent<Schema<'EkoopClass'>>;

export type EkoopOrderPage = Narrow<Sent<Schema<'EkoopOrderPage'>>, { rows: EkoopOrder[] }>;

export type PackingItem = Sent<Schema<'PackingItem'>>;
export type PackingStudent = Sent<Schema<'PackingStudent'>>;
export type PackingClass = Sent<Schema<'PackingClass'>>;
/** What to pack for a co-op's paid orders waiting to be collected, class by class. */
export type PackingList = Sent<Schema<'PackingList'>>;
