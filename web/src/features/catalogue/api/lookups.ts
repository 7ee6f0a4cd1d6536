/** Lists the catalogue screens borrow: categories (marketing) and tiers (setup), tiers by rank (1 = highest). */
import { useMemo } from 'react';
import { useProductCategories } from '@/features/marketing/api';
import { useTiers } from '@/features/setup/api/tiers';
import type { Tier } from '@/features/setup/api/types';

export { useProductCategories };

export function useTiersByRank(): { tiers: Tier[] | undefined; error: unknown; retry: () => void } {
  const { data, error, mutate } = useTiers();
  const tiers = useMemo(() => (data ? [...data].sort((a, b) => a.rankNumber - b.rankNumber) : undefined), [data]);
  return { tiers, error, retry: () => void mutate() };
}
