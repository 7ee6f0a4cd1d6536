/** Tiers (GET /api/setup/tier, readable by everyone signed in), highest first (rank 1 = the highest). */
import { useMemo } from 'react';
import { useTiers } from '@/features/setup/api/tiers';
import type { Tier } from '@/features/setup/api/types';

export function useTiersByRank(): { tiers: Tier[] | undefined; error: unknown } {
  const { data, error } = useTiers();
  const tiers = useMemo(() => (data ? [...data].sort((a, b) => a.rankNumber - b.rankNumber) : undefined), [data]);
  return { tiers, error };
}
