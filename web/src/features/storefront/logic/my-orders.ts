/**
 * "My orders" without a password (docs/api-stores.md, "Public storefront"): the customer asks for a link by
 * e-mail; its key opens every store order of the company placed with the e-mail, for 30 days, on the
 * device that keeps it. The form's rule is the server's: a valid e-mail.
 */
import { z } from 'zod';

export interface MyOrdersLinkValues {
  email: string;
}

export const MY_ORDERS_LINK_FIELDS = ['email'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const myOrdersLinkSchema = z.object({
  email: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: 'errors.required' });
      else if (v.length > 120) ctx.addIssue({ code: 'custom', message: 'storefront.checkout.errors.tooLong' });
      else if (!EMAIL.test(v)) ctx.addIssue({ code: 'custom', message: 'errors.invalidEmail' });
    }),
}) satisfies z.ZodType<MyOrdersLinkValues>;

/** The key a "my orders" link carries (`?key=`), trimmed; null when there is none. */
export function keyOf(search: URLSearchParams): string | null {
  const key = search.get('key')?.trim();
  return key ? key : null;
}
