import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { NoAccessPage } from '@/features/system/pages/SystemPages';
import type { UserDetail } from '@/lib/types';

/** Renders the page only when `allow` says this user may open it. */
export function Guard({ allow, children }: { allow: (user: Pick<UserDetail, 'role' | 'permissions'>) => boolean; children: ReactNode }) {
  const user = useCurrentUser();
  return allow(user) ? <>{children}</> : <NoAccessPage />;
}
