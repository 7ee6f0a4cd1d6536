/** The storefront's addresses: the store's home, a product, the cart, the checkout, an order's tracking and the customer's orders, all under /s/{slug}. */
export const storePath = (slug: string) => `/s/${encodeURIComponent(slug)}`;
export const productPath = (slug: string, id: number) => `${storePath(slug)}/p/${id}`;
export const cartPath = (slug: string) => `${storePath(slug)}/cart`;
export const checkoutPath = (slug: string) => `${storePath(slug)}/checkout`;
/** The order's tracking page (the link in the order's e-mail, and where Billplz sends the customer back). */
export const orderPath = (slug: string, token: string) => `${storePath(slug)}/order/${encodeURIComponent(token)}`;
/** The customer's orders (the link in the "my orders" e-mail adds `?key=`). */
export const myOrdersPath = (slug: string) => `${storePath(slug)}/my-orders`;

/** A positive whole id from a path segment ("12"), else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** A WhatsApp chat link (https://wa.me/<digits>); null when the number has no digits. */
export function whatsappUrl(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** A tel: link for a published phone number (digits and a leading +), null when there is none. */
export function telUrl(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  return digits ? `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}` : null;
}

/** Only http(s) links open from a banner (the server checks too). */
export function safeLink(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}
