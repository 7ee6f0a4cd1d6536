import type { ReactNode } from 'react';
import { NoAccessPage } from '@/components/NoAccessPage';
import { canAccess, type Area, type Who } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';

/**
 * Renders the page only for a user who may open it (an area of lib/access, or a rule from it);
 * anyone else gets the no-access page, before the page mounts and so before any of its API calls.
 */
export function AreaGuard({ area, allow, children }: { area?: Area; allow?: (user: Who) => boolean; children: ReactNode }) {
  const user = useCurrentUser();
  const ok = (area === undefined || canAccess(user, area)) && (allow === undefined || allow(user));
  return ok ? <>{children}</> : <NoAccessPage />;
}
