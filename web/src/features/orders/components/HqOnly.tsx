import type { ReactNode } from 'react';
import { AreaGuard } from '@/components/AreaGuard';
import { canUseOrderTools } from '@/lib/access';

/** HQ's order tools (new order, bulk tracking, pickup): agents share the orders area but not these. */
export function HqOnly({ children }: { children: ReactNode }) {
  return <AreaGuard allow={canUseOrderTools}>{children}</AreaGuard>;
}
