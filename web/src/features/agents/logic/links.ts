/** Recruitment links: reading the link's ids, building its address, and where registration goes next. */

export interface LinkIds {
  leaderId: number;
  tierId: number;
  companyId: number;
}

const positiveInt = (v: string | undefined) => (v && /^\d{1,18}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * The ids of a `/new-registration/…/:leaderId/:tierName/:tierId/:companyId` link. The names in the link
 * are never used; null when an id is missing or not a number (the link is not valid).
 */
export function readLinkIds(params: Partial<Record<'leaderId' | 'tierId' | 'companyId', string>>): LinkIds | null {
  const leaderId = positiveInt(params.leaderId);
  const tierId = positiveInt(params.tierId);
  const companyId = positiveInt(params.companyId);
  return leaderId && tierId && companyId ? { leaderId, tierId, companyId } : null;
}

export interface LinkParts extends LinkIds {
  username: string;
  leaderName: string;
  leaderTier: string;
  tierName: string;
}

/** The registration route for a leader and tier, every segment encoded. */
export function registrationPath(p: LinkParts): string {
  const seg = (v: string | number) => encodeURIComponent(String(v) || '-');
  return `/new-registration/${[p.username, p.leaderName, p.leaderTier, p.leaderId, p.tierName, p.tierId, p.companyId].map(seg).join('/')}`;
}

/** The full address to share: the server's url when it is absolute, else this host plus the path. */
export function shareUrl(link: { url?: string | null; path: string }, origin: string): string {
  if (link.url && /^https?:\/\//i.test(link.url)) return link.url;
  const path = link.path.startsWith('/') ? link.path : `/${link.path}`;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** Where a new agent confirms their e-mail. */
export const verifyPath = (email: string) => `/register/verify?email=${encodeURIComponent(email)}`;
