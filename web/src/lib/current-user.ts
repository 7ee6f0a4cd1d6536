import { createContext, useContext } from 'react';
import type { UserDetail } from './types';

/** The signed-in user, provided by the protected routes once the profile has loaded. */
export const CurrentUserContext = createContext<UserDetail | null>(null);

/** The signed-in user; only inside the protected routes. */
export function useCurrentUser(): UserDetail {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside RequireAuth');
  return user;
}
