/** Promote, demote, change upline and suspend: which tiers are offered and what is sent. */
import { ApiError } from '@/lib/api';
import type { ChangeRequest, ChangeType } from '../api/types';

export interface TierLike {
  level_id: number;
  levelName: string;
  /** 1 = the highest. */
  rankNumber: number;
}

export type Action = ChangeType | 'suspend';
export const ACTIONS: readonly Action[] = ['promote', 'demote', 'upline', 'suspend'];

const byRank = (a: TierLike, b: TierLike) => a.rankNumber - b.rankNumber;

function rankOf(tiers: readonly TierLike[], tierId: number | null): number | null {
  return tiers.find((t) => t.level_id === tierId)?.rankNumber ?? null;
}

/** Tiers above the current one (rank number lower), highest first. Without a current tier: all. */
export function tiersAbove(tiers: readonly TierLike[], currentTierId: number | null): TierLike[] {
  const rank = rankOf(tiers, currentTierId);
  return tiers.filter((t) => rank === null || t.rankNumber < rank).sort(byRank);
}

/** Tiers below the current one (rank number higher), highest first. Without a current tier: all. */
export function tiersBelow(tiers: readonly TierLike[], currentTierId: number | null): TierLike[] {
  const rank = rankOf(tiers, currentTierId);
  return tiers.filter((t) => rank === null || t.rankNumber > rank).sort(byRank);
}

/** The tier the upline list is asked for: the new tier of a promotion or demotion, else the current one. */
export function uplineListTier(action: Action, currentTierId: number | null, newTierId: string): number | null {
  if ((action === 'promote' || action === 'demote') && newTierId) return Number(newTierId);
  return currentTierId;
}

export interface Choice {
  action: Action;
  tierId: string;
  /** id null = the top of the network; the whole value null = none chosen. */
  upline: { id: number | null; name: string } | null;
  /** The server asked for a new upline (the new tier equals the upline's). */
  uplineRequired: boolean;
}

/** Whether the dialog may be sent as it stands. */
export function canSubmit(c: Choice): boolean {
  switch (c.action) {
    case 'promote':
    case 'demote':
      return c.tierId !== '' && (!c.uplineRequired || (c.upline !== null && c.upline.id !== null));
    case 'upline':
      return c.upline !== null;
    case 'suspend':
      return true;
  }
}

/** The body of POST /api/promote-demote/store (not for suspend). */
export function changeBody(agentId: number, c: Choice): ChangeRequest {
  const type = c.action === 'suspend' ? 'upline' : c.action;
  return {
    id: agentId,
    type,
    tierId: type === 'upline' ? null : Number(c.tierId),
    uplineId: type === 'upline' || c.uplineRequired ? (c.upline?.id ?? null) : null,
    helperId: null,
  };
}

/** The message of a 422 that asks for a new upline (`errors.uplineId`), else null. */
export function uplineRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors?.uplineId) return null;
  return String(error.errors.uplineId);
}
