import type { ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState';

/** A month without earnings: says when they will appear. */
export function CommissionEmpty({ children }: { children: ReactNode }) {
  return <EmptyState testId="commission-empty">{children}</EmptyState>;
}
