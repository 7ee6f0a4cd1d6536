/** An e-koop store's banners: the form's rules and the multipart body (its picture, a JPEG or PNG of at most 5 MB, is checked by the shared file picker). */
import { z } from 'zod';

export const BANNER_TITLE_MIN = 2;
export const BANNER_TITLE_MAX = 80;
export const BANNER_DESCRIPTION_MAX = 300;
/** The e-koop store keeps at most this many banners. */
export const MAX_BANNERS = 10;

export interface BannerFormValues {
  title: string;
  description: string;
  url: string;
}

export const BANNER_FIELDS = ['title', 'description', 'url'] as const satisfies readonly (keyof BannerFormValues)[];

/** An http(s) link. */
export function isWebLink(value: string): boolean {
  try {
    const u = new URL(value.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

export const bannerSchema = z
  .object({ title: z.string(), description: z.string(), url: z.string() })
  .superRefine((v, ctx) => {
    const issue = (path: keyof BannerFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const title = v.title.trim();
    if (!title) issue('title', 'errors.required');
    else if (title.length < BANNER_TITLE_MIN || title.length > BANNER_TITLE_MAX) issue('title', 'stores.banner.errors.titleLength');
    if (v.description.trim().length > BANNER_DESCRIPTION_MAX) issue('description', 'stores.banner.errors.descriptionLength');
    if (v.url.trim() && !isWebLink(v.url)) issue('url', 'stores.banner.errors.url');
  });

/** The multipart form of POST /ekoop-banner/store (a blank link left out). */
export function toBannerForm(v: BannerFormValues, image: File): FormData {
  const form = new FormData();
  form.append('title', v.title.trim());
  form.append('description', v.description.trim());
  if (v.url.trim()) form.append('url', v.url.trim());
  form.append('image', image);
  return form;
}
