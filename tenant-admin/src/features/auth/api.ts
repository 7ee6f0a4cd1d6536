import useSWR from 'swr';
import { post } from '@/lib/api';
import type { Schema, Sent } from '@/lib/schema';
import { clearToken, setToken } from '@/lib/session';

export type Vendor = Sent<Schema<'VendorProfile'>>;

export type LoginResult = Sent<Schema<'VendorLoginResponse'>>;

export const meKey = '/api/vendor/me';

export async function login(input: { email: string; password: string }): Promise<LoginResult> {
  const result = await post<LoginResult>('/api/vendor/login', input, { auth: false });
  setToken(result.token);
  return result;
}

/** Revokes the session on the server (best effort) and forgets the token here. */
export async function logout(): Promise<void> {
  try {
    await post<null>('/api/vendor/logout');
  } catch {
    // The token is dropped locally whatever the server said.
  } finally {
    clearToken();
  }
}

export function useMe() {
  return useSWR<Vendor>(meKey);
}
