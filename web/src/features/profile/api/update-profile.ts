import { api } from '@/lib/api';
import type { PostBody } from '@/lib/schema';
import type { Language } from '@/lib/format';
import type { UserDetail } from '@/lib/types';

export function updateAccount(input: PostBody<'/user/account-detail'>): Promise<UserDetail> {
  return api.post<UserDetail>('/api/user/account-detail', input);
}

export function updateBank(input: PostBody<'/user/bank-detail'>): Promise<UserDetail> {
  return api.post<UserDetail>('/api/user/bank-detail', input);
}

export function updateSocial(input: PostBody<'/user/social-network'>): Promise<UserDetail> {
  return api.post<UserDetail>('/api/user/social-network', input);
}

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export function uploadPhoto(file: File): Promise<UserDetail> {
  const form = new FormData();
  form.append('accImage1', file);
  return api.post<UserDetail>('/api/user/upload-image', form);
}

export function saveLanguage(lang: Language): Promise<UserDetail> {
  return api.post<UserDetail>('/api/attribute/language', { lang });
}

/** Empty strings are sent as null ("not set"). */
export function emptyToNull<T extends Record<string, string | null | undefined>>(values: T): { [K in keyof T]: string | null } {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v == null || v.trim() === '' ? null : v.trim()])) as {
    [K in keyof T]: string | null;
  };
}
