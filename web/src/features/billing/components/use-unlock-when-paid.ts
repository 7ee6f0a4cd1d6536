import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { USER_KEY } from '@/features/auth/api/get-user';
import { useCurrentUser } from '@/lib/current-user';
import { isLockedHq } from '@/lib/subscription-lock';

/**
 * The signed-in user says "locked" until it is read again: once the overview says the company is no
 * longer locked (the overdue invoice paid), the user is read again, and the lock and its banner go.
 */
export function useUnlockWhenPaid(locked: boolean | undefined) {
  const user = useCurrentUser();
  const { mutate } = useSWRConfig();
  const stale = isLockedHq(user) && locked === false;
  useEffect(() => {
    if (stale) void mutate(USER_KEY);
  }, [stale, mutate]);
}
