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

/** A cart line as the quote and the checkout take it: a variant and how many. */
export type StoreCartLineInput = Schema<'StoreCartLine'>;

/** POST /storefront/{slug}/quote's body: the lines, and once chosen the customer's state and courier. */
export type StoreQuoteInput = Schema<'StoreQuoteInput'>;

/** A quoted line at the store's price now; `problem` says (in the customer's language) why it cannot be bought. */
export type StoreQuoteLine = Sent<Schema<'StoreCartLineView'>>;

/** A courier that delivers to the customer's state, with what it charges. */
export type StoreCourierOption = Sent<Schema<'StoreCourierOption'>>;

/**
 * POST /storefront/{slug}/quote: the cart priced by the server. `courierOptions` come once a state is
 * given (never for an e-koop store: collected at the school); `ready` when every line can be bought.
 */
export type StoreQuote = Sent<Schema<'StoreQuoteView'>>;

/** A delivery address as the checkout sends it (Indonesia: with the region codes). */
export type StoreAddressInput = Schema<'AddressInput'>;

/** POST /storefront/{slug}/checkout's body. */
export type StoreCheckoutInput = Schema<'StoreCheckoutInput'>;

/** The placed order: its number, the tracking link's token and Billplz's payment page. */
export type StoreCheckoutResult = Sent<Schema<'StoreCheckoutResult'>>;

/** The order statuses a customer follows. */
export type TrackedStatus = 'unpaid' | 'approval' | 'to_ship' | 'delivery' | 'completed' | 'cancelled' | 'refund';

/** One line of a tracked order; `canRate` once the order is completed (and rating is on). */
export type TrackedLine = Sent<Schema<'TrackedLineView'>>;

/** A status the order reached, and when. */
export type TrackedStep = Sent<Schema<'TrackedStep'>>;

/**
 * GET /storefront/{slug}/order/{token}: the order as its customer follows it. `address` is one line
 * (courier orders); `payBefore` and `paymentUrl` only while it waits for payment.
 */
export type TrackedOrder = Sent<Schema<'TrackedOrderView'>>;

/** POST /storefront/{slug}/order/{token}/rating's body: 1 to 5 stars, an optional comment. */
export type RatingInput = Schema<'RatingInput'>;

/** POST /storefront/{slug}/my-orders/link's body: the e-mail the customer's orders were placed with. */
export type CustomerLinkInput = Schema<'CustomerLinkInput'>;

/** POST /storefront/{slug}/my-orders/link: always `sent: true` (the answer never tells whether the e-mail has orders). */
export type CustomerLinkSent = Sent<Schema<'CustomerLinkSent'>>;

/**
 * One order of a customer's list: `path` is its tracking page (/s/{slug}/order/{token}), maybe in another
 * store of the company; `status` one of TrackedStatus.
 */
export type CustomerOrderSummary = Sent<Schema<'CustomerOrderSummary'>>;

/** GET /storefront/{slug}/my-orders?key=: the e-mail the key opens and its store orders, newest first (the latest 100). */
export type CustomerOrders = Sent<Schema<'CustomerOrders'>>;
