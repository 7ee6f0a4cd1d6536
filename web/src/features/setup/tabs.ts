import type { UserDetail } from '@/lib/types';

export const SETUP_TABS = ['company', 'branches', 'users', 'tiers', 'ranks', 'features', 'notifications', 'theme', 'network', 'content'] as const;
export type SetupTab = (typeof SETUP_TABS)[number];

/** HQ sees every tab; a staff member holding add_user sees only Users; nobody else sees any. */
export function tabsFor(user: Pick<UserDetail, 'role' | 'permissions'>): SetupTab[] {
  if (user.role === 'hq') return [...SETUP_TABS];
  if (user.role === 'staff' && user.permissions?.includes('add_user')) return ['users'];
  return [];
}

/** The tab from `?tab=` when the user may see it, else their first tab. */
export function pickTab(requested: string | null, allowed: readonly SetupTab[]): SetupTab | null {
  if (requested && (allowed as readonly string[]).includes(requested)) return requested as SetupTab;
  return allowed[0] ?? null;
}
