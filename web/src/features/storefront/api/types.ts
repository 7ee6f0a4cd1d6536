/**
 * The public storefront's answers (docs/api-stores.md, "Public storefront"), written by hand from the doc
 * because the generated document (src/lib/api-schema.ts) does not have the storefront calls yet.
 * TODO: once `npm run api-types` brings them, each type here becomes an alias of the generated schema
 * (`Sent<Schema<'Storefront'>>` and so on, as features/campaigns/api/types.ts does), with the screens unchanged.
 *
 * Money is a decimal string ("25.90"), never a number; ratingAverage is a decimal string too ("4.5").
 */

/** The three store programs. */
export type StoreProgram = 'affiliate' | 'online' | 'ekoop';

/** An e-koop store's banner (recommended 1200 × 400). */
export interface StorefrontBanner {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  /** An optional http(s) link the banner opens. */
  url: string | null;
}

export interface StorefrontCategory {
  id: number;
  name: string;
}

/** GET /storefront/{slug}: what an active store publishes (never the agent's personal data or a tier price). */
export interface Storefront {
  name: string;
  slug: string;
  program: StoreProgram;
  tagline: string | null;
  logoUrl: string | null;
  /** `#rrggbb`, or null for the company's colour. */
  primaryColor: string | null;
  /** Digits with the country code ("60123456789"). */
  whatsapp: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  /** E-koop stores only (required there); null for the other programs. */
  schoolName: string | null;
  schoolAddress: string | null;
  pickupHours: string | null;
  companyName: string;
  /** The company currency: 'MYR' or 'IDR'. */
  currency: string;
  banners: StorefrontBanner[];
  categories: StorefrontCategory[];
}

/** POST /storefront/{slug}/visit. */
export interface StorefrontVisit {
  visits: number;
}

/** One published product in the grid, at the program's price. */
export interface StorefrontProduct {
  id: number;
  name: string;
  coverUrl: string | null;
  price: string;
  inStock: boolean;
  ratingAverage: string | null;
  ratingCount: number;
}

/** GET /storefront/{slug}/products. */
export interface StorefrontProductPage {
  total: number;
  page: number;
  perPage: number;
  rows: StorefrontProduct[];
}

export interface StorefrontVariant {
  id: number;
  /** The options it is made of ("Red / M"); '' for a product without options (its one variant). */
  label: string;
  inStock: boolean;
}

/** GET /storefront/{slug}/product?id=. */
export interface StorefrontProductDetail {
  id: number;
  name: string;
  /** Plain text with line breaks; '' when there is none. */
  description: string;
  /** The cover first, then the other images. */
  images: string[];
  price: string;
  preorder: boolean;
  variants: StorefrontVariant[];
  ratingAverage: string | null;
  ratingCount: number;
}
