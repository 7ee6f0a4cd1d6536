import useSWR from 'swr';
import { contentKey } from '@/features/setup/api/content';
import type { TermsItem } from '@/features/setup/api/types';

/**
 * GET /api/setup/tnc as the signed-in user sees it: for an agent, their tier's terms and those for
 * every tier. The key is the setup screen's, so an edit there refreshes this too.
 */
export const useOwnTerms = () => useSWR<TermsItem[]>(contentKey('tnc'));

/** The texts to show, the tier's own first, then those for every tier (the registration link's order); blank ones left out. */
export function ownTermsTexts(items: readonly TermsItem[]): string[] {
  const tiers = items.filter((i) => i.tierId != null);
  const everyone = items.filter((i) => i.tierId == null);
  return [...tiers, ...everyone].map((i) => i.content).filter((c) => c.trim() !== '');
}
