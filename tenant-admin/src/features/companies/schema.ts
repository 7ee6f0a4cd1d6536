import { CURRENCIES, LANGUAGES } from '@rangkai/shared';
import { z } from 'zod';
import { isDomain, slugProblem } from './slug';

// The same rules as the server's parse_new_company. Messages are locale keys; the form translates them.

export const createCompanySchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      const problem = slugProblem(value);
      if (problem === 'format') ctx.addIssue({ code: 'custom', message: 'validation.slug_format' });
      if (problem === 'reserved') ctx.addIssue({ code: 'custom', message: 'validation.slug_reserved' });
    }),
  name: z.string().trim().min(1, 'validation.required').max(120, 'validation.too_long'),
  currency: z.enum(CURRENCIES, { message: 'validation.currency' }),
  language: z.enum(LANGUAGES, { message: 'validation.language' }),
  admin_email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
  custom_domain: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || isDomain(v), 'validation.domain'),
});

export type CreateCompanyForm = z.input<typeof createCompanySchema>;
export type CreateCompanyValues = z.output<typeof createCompanySchema>;
