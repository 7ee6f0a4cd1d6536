/**
 * Pictures sent to the store calls (a store's logo, an e-koop banner): JPEG or PNG, at most 5 MB. The
 * server reads the type from the content; the screen checks the browser's type (or the name's
 * extension) first so a wrong file is refused before it is sent.
 */
import { z } from 'zod';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export type ImageProblem = 'stores.image.badType' | 'stores.image.tooLarge' | 'stores.image.empty';

function typeFromName(name: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  return null;
}

/** The problem with a picked picture as a locale key, or null when it may be sent. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImageProblem | null {
  const type = file.type || typeFromName(file.name);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) return 'stores.image.badType';
  if (file.size === 0) return 'stores.image.empty';
  if (file.size > MAX_IMAGE_BYTES) return 'stores.image.tooLarge';
  return null;
}

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
