export const CAMPAIGNS_PATH = '/campaign';
export const NEW_CAMPAIGN_PATH = '/campaign/new';
export const REDEEM_HISTORY_PATH = '/campaign/redeem-history';
export const editCampaignPath = (c: { id: number }) => `/campaign/edit?id=${c.id}`;

/** A positive whole id from the address, or null. */
export function parseId(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
