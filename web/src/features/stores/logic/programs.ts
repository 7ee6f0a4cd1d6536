/**
 * The three store programs: their screens' addresses (spec §2), the API's name for each, the company
 * switch that offers it (the signed-in user's `control`), and the statuses, decisions and tabs the
 * screens name.
 */
import type { ReviewDecision, StoreProgram, StoreStatus } from '../api/types';

export const STORE_PROGRAMS = ['affiliate', 'online', 'ekoop'] as const satisfies readonly StoreProgram[];
export const STORE_STATUSES = ['pending', 'active', 'rejected', 'suspended'] as const satisfies readonly StoreStatus[];
export const REVIEW_DECISIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const satisfies readonly ReviewDecision[];

/** The screens of a program, below its base address. */
export type StoreSection = 'register' | 'account' | 'setup' | 'store-summary';
export const STORE_SECTIONS = ['register', 'account', 'setup', 'store-summary'] as const satisfies readonly StoreSection[];

/** /go-affiliate, /ejen-store, /e-koop */
export const PROGRAM_BASE: Record<StoreProgram, string> = {
  affiliate: '/go-affiliate',
  online: '/ejen-store',
  ekoop: '/e-koop',
};

/** The company switch in the user's `control` that says HQ offers the program. */
export const PROGRAM_CONTROL: Record<StoreProgram, string> = {
  affiliate: 'go_affiliate_status',
  online: 'ejen_store_status',
  ekoop: 'e_koop_status',
};

/** The key of each screen's title under `routes.` in translation.json. */
const ROUTE_TITLE_PREFIX: Record<StoreProgram, string> = {
  affiliate: 'go_affiliate',
  online: 'ejen_store',
  ekoop: 'e_koop',
};

export const programPath = (program: StoreProgram, section: StoreSection) => `${PROGRAM_BASE[program]}/${section}`;

/** The route title key (`routes.…`) of a program's screen. */
export function routeTitleKey(program: StoreProgram, section: StoreSection | 'banner' | 'banner_new'): string {
  const suffix = section === 'store-summary' ? 'summary' : section;
  return `routes.${ROUTE_TITLE_PREFIX[program]}_${suffix}`;
}

export const BANNERS_PATH = '/e-koop/banner';
export const NEW_BANNER_PATH = '/e-koop/banner/new';

/** Whether HQ offers the program, from the signed-in user's `control`. */
export function isOffered(control: Record<string, boolean> | null | undefined, program: StoreProgram): boolean {
  return control?.[PROGRAM_CONTROL[program]] === true;
}

/** The storefront's public address on this host. */
export const storeUrl = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** A WhatsApp message carrying the link (wa.me without a number: the agent picks the chat). */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The status tabs of HQ's store list ('all' sends no status). */
export const STATUS_TABS = ['all', ...STORE_STATUSES] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

export function readStatusTab(raw: string | null | undefined): StatusTab {
  return (STATUS_TABS as readonly string[]).includes(raw ?? '') ? (raw as StatusTab) : 'all';
}

/** A whole positive number from the address (a page), or 1. */
export function readPage(raw: string | null | undefined): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isSafeInteger(n) && n > 0 && /^\d{1,9}$/.test((raw ?? '').trim()) ? n : 1;
}

/** The decisions HQ may take on a store in its status (the server answers 409 store_status to any other). */
export function decisionsFor(status: StoreStatus): ReviewDecision[] {
  switch (status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'active':
      return ['suspend'];
    case 'suspended':
      return ['reinstate'];
    case 'rejected':
      return [];
  }
}

/** A reject or a suspend tells the agent why: the note is required. */
export const needsNote = (d: ReviewDecision) => d === 'reject' || d === 'suspend';

