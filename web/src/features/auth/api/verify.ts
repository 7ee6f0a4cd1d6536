import { api } from '@/lib/api';

export function verifyAccount(email: string, code: string): Promise<{ verified: boolean }> {
  return api.post<{ verified: boolean }>('/api/verification', { email, code });
}

export function resendVerification(email: string): Promise<null> {
  return api.post<null>('/api/resend-verification', { email });
}
