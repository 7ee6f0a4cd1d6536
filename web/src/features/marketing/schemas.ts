import { z } from 'zod';
import { youtubeId } from './helpers';

const required = z.string().trim().min(1, 'errors.required');

export const newsSchema = z.object({
  subject: required.max(255, 'marketing.errors.tooLong'),
  content: required,
  video: z.string().refine((v) => youtubeId(v) !== null, 'marketing.errors.video'),
  pin: z.boolean(),
});
export type NewsValues = z.infer<typeof newsSchema>;

export const hofSchema = z.object({
  title: required.max(255, 'marketing.errors.tooLong'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.required'),
  userName: required.max(255, 'marketing.errors.tooLong'),
  achievement: required,
});
export type HallOfFameValues = z.infer<typeof hofSchema>;
