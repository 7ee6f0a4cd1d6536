import { useMemo } from 'react';
import { useTiers } from '@/features/setup/api/tiers';

/** The company's tiers, highest first, and their names by id. */
export function useTierNames() {
  const { data, error } = useTiers();
  return useMemo(() => {
    const tiers = data ? [...data].sort((a, b) => a.rankNumber - b.rankNumber) : undefined;
    return { tiers, error, names: new Map((tiers ?? []).map((tier) => [tier.level_id, tier.levelName])) };
  }, [data, error]);
}
