import { z } from 'zod';

/** A product category's name: required, at most 255 characters. */
export const categorySchema = z.object({ name: z.string().trim().min(1, 'errors.required').max(255, 'marketing.errors.tooLong') });
export type CategoryValues = z.infer<typeof categorySchema>;
