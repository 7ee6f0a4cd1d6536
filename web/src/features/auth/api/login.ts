import { api } from '@/lib/api';
import type { UserDetail } from '@/lib/types';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginResult {
  token: string;
  expires_at: string;
  user: UserDetail;
}

export function login(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>('/api/login', input);
}

/** POST /api/logout; its failure is ignored (silent: no dialogs). */
export async function logout(): Promise<void> {
  try {
    await api.post<null>('/api/logout', undefined, { silent: true });
  } catch {
    /* ignored: storage is cleared anyway */
  }
}
