import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Permission } from '@/lib/types';
import type { PermissionOption, Staff } from './types';

export const STAFF_KEY = '/api/setup/users';
export const PERMISSIONS_KEY = '/api/setup/permissions';
export const useStaff = () => useSWR<Staff[]>(STAFF_KEY);
export const usePermissions = () => useSWR<PermissionOption[]>(PERMISSIONS_KEY);

export interface StaffInput {
  id?: number;
  email?: string;
  firstName: string;
  lastName: string | null;
  permissions: Permission[];
}
export const saveStaff = (input: StaffInput) => api.post<unknown>('/api/setup/users/store', input);
export const setStaffActive = (id: number, active: boolean) => api.post<unknown>('/api/setup/users/status', { id, active });
