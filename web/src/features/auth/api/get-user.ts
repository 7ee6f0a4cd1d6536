import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api';
import type { UserDetail } from '@/lib/types';

export const USER_KEY = '/api/user/detail';

export function getUser(): Promise<UserDetail> {
  return api.get<UserDetail>(USER_KEY);
}

/** The signed-in user's profile (GET /api/user/detail). */
export function useUser(enabled = true) {
  return useSWR<UserDetail>(enabled ? USER_KEY : null, getUser, { shouldRetryOnError: false, revalidateOnFocus: false });
}

/** Replace the cached user with one the server returned (every profile update returns UserDetail). */
export function setCachedUser(user: UserDetail): Promise<unknown> {
  return mutate(USER_KEY, user, { revalidate: false });
}

/** Forget every cached response (sign-in, sign-out). */
export function clearCache(): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}
