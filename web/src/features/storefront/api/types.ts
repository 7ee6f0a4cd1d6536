/**
 * The public storefront's answers (docs/api-stores.md, "Public storefront"): the backend's schemas
 * (src/lib/api-schema.ts, generated) under the names the screens use. They began hand-written from the
 * doc before the document had the storefront calls; these aliases replace them with the same shapes.
 *
 * Money is a decimal string ("25.90"), never a number; ratingAverage is a decimal string too ("4.5"),
 * null before the first rating.
 */
import type { Schema, Sent } from '@/lib/schema';

/** The three store programs. */
export type StoreProgram = Schema<'Program'>;

/** An e-koop store's banner (recommended 1200 × 400); `url` an optional http(s) link. */
export type StorefrontBanner = Sent<Schema<'StoreBanner'>>;

export type StorefrontCategory = Sent<Schema<'StorefrontCategory'>>;

/**
 * GET /storefront/{slug}: what an active store publishes (never the agent's personal data or a tier
 * price). `whatsapp` is digits with the country code; the school fields are an e-koop store's only;
 * `currency` is the company's ('MYR' or 'IDR').
 */
export type Storefront = Sent<Schema<'Storefront'>>;

/** POST /storefront/{slug}/visit: the store's visits today. */
export type StorefrontVisit = Sent<Schema<'VisitCount'>>;

/** One published product in the grid, at the program's price. */
export type StorefrontProduct = Sent<Schema<'StorefrontProduct'>>;

/** GET /storefront/{slug}/products. */
export type StorefrontProductPage = Sent<Schema<'StorefrontProductPage'>>;

/** A variant; its label is '' for a product without options (its one variant). */
export type StorefrontVariant = Sent<Schema<'StorefrontVariant'>>;

/** GET /storefront/{slug}/product?id=: `images` the cover first; `description` plain text with line breaks ('' for none). */
export type StorefrontProductDetail = Sent<Schema<'StorefrontProductDetail'>>;
