import type { ReactNode } from 'react';
import { NoAccessPage } from '@/features/system/pages/SystemPages';
import { useOrderScope } from './OrderLoader';

/** HQ's order tools (new order, bulk tracking, pickup): agents share the orders area but not these. */
export function HqOnly({ children }: { children: ReactNode }) {
  return useOrderScope().hqTools ? <>{children}</> : <NoAccessPage />;
}
