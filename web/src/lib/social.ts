import type { SocialLinks } from '@/lib/types';

export const SOCIAL_FIELDS = ['socmedUrlFacebook', 'socmedUrlInstagram', 'socmedUrlTiktok', 'socmedUrlTwitter'] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];

export const SOCIAL_LABEL: Record<SocialField, string> = {
  socmedUrlFacebook: 'facebook',
  socmedUrlInstagram: 'instagram',
  socmedUrlTiktok: 'tiktok',
  socmedUrlTwitter: 'twitter',
};

const BASE: Record<SocialField, string> = {
  socmedUrlFacebook: 'https://www.facebook.com/',
  socmedUrlInstagram: 'https://www.instagram.com/',
  socmedUrlTiktok: 'https://www.tiktok.com/@',
  socmedUrlTwitter: 'https://x.com/',
};

/** A full http(s) URL, or a username (no spaces). */
export function isValidSocial(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  if (/^https?:\/\//i.test(v)) {
    try {
      new URL(v);
      return true;
    } catch {
      return false;
    }
  }
  return /^@?[\p{L}\p{N}._-]{1,100}$/u.test(v);
}

/** A working link for a saved value (the server normalises, but older data may hold a bare username). */
export function socialHref(field: SocialField, value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  return BASE[field] + v.replace(/^@/, '');
}

export function savedSocial(social: Partial<SocialLinks> | null | undefined): { field: SocialField; href: string }[] {
  return SOCIAL_FIELDS.flatMap((field) => {
    const href = socialHref(field, social?.[field]);
    return href ? [{ field, href }] : [];
  });
}
