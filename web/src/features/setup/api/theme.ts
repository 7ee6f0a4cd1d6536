import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CompanyNetwork, CompanyTheme } from './types';

export const THEME_KEY = '/api/setup/company-theme';
export const useTheme = () => useSWR<CompanyTheme>(THEME_KEY);
export const saveThemeColours = (primaryColor: string, secondaryColor: string) =>
  api.post<CompanyTheme>('/api/setup/company-theme/store', { primaryColor, secondaryColor });

export type ImageField = 'logo' | 'logoDark' | 'loginImage';
export const IMAGE_FIELDS: readonly ImageField[] = ['logo', 'logoDark', 'loginImage'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export function uploadThemeImages(files: Partial<Record<ImageField, File>>): Promise<CompanyTheme> {
  const form = new FormData();
  for (const field of IMAGE_FIELDS) {
    const file = files[field];
    if (file) form.append(field, file);
  }
  return api.post<CompanyTheme>('/api/setup/company-theme/store-logo', form);
}

export const NETWORK_KEY = '/api/setup/company-network';
export const useNetwork = () => useSWR<CompanyNetwork>(NETWORK_KEY);
export const saveNetwork = (input: CompanyNetwork) => api.post<CompanyNetwork>('/api/setup/company-network/store', input);
