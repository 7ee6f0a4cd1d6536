import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CompanyFeatures, FeaturesInput, NotificationSettings } from './types';

export const FEATURES_KEY = '/api/setup/company-features';
export const useFeatures = () => useSWR<CompanyFeatures>(FEATURES_KEY);
export const saveFeatures = (input: FeaturesInput) => api.post<CompanyFeatures>('/api/setup/company-features/store', input);

export const NOTIFICATIONS_KEY = '/api/setup/company-features/notification';
export const useNotifications = () => useSWR<NotificationSettings>(NOTIFICATIONS_KEY);
export const saveNotificationEmail = (email: string) => api.post<unknown>('/api/setup/store-email-address', { email });
export const saveNotificationControls = (controls: Record<string, boolean>) =>
  api.post<unknown>('/api/setup/store-notif-control', { controls });
