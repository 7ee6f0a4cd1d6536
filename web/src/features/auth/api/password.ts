import { api } from '@/lib/api';

export function forgotPassword(email: string): Promise<null> {
  return api.post<null>('/api/forgot-password', {
    email,
    url: `${window.location.origin}/reset-password`,
    domain: window.location.hostname,
  });
}

export function createPassword(token: string, password: string): Promise<null> {
  return api.post<null>('/api/create-password', { token, password });
}

export function changePassword(input: { password: string; old_password: string }): Promise<null> {
  return api.post<null>('/api/user/change-password', input);
}
