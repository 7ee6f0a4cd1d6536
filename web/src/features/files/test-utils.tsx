/** The marketing files screens use the shared screen-test helpers, plus the contract's answers. */
import { HQ_USER, ok, refused, type Handler } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type { MarketingFile, MarketingFolder } from './api/files';

export * from '@/test-utils';

export const FOLDERS = '/api/marketing/folder';
export const FILES = '/api/marketing/file';
export const TIERS = '/api/setup/tier';

export const STAFF: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['post_content'] };
export const AGENT: UserDetail = { ...HQ_USER, id: 3, role: 'agent', permissions: [] };

export const folder = (patch: Partial<MarketingFolder> = {}): MarketingFolder => ({
  id: 12,
  name: 'Brochures',
  tierIds: [],
  fileCount: 2,
  createdAt: '2026-11-01T02:00:00Z',
  ...patch,
});

export const file = (patch: Partial<MarketingFile> = {}): MarketingFile => ({
  id: 5,
  folderId: 12,
  name: 'Price list',
  description: 'November prices for every tier',
  kind: 'pdf',
  sizeBytes: 2516582, // 2.4 MB
  fileName: 'Price list.pdf',
  thumbUrl: null,
  createdAt: '2026-11-20T02:30:00Z',
  ...patch,
});

export const FOLDER_LIST: MarketingFolder[] = [
  folder(),
  folder({ id: 14, name: 'Product photos', tierIds: [2, 1], fileCount: 1 }),
  folder({ id: 15, name: 'Gold only', tierIds: [1], fileCount: 0 }),
];

export const FILE_LIST: MarketingFile[] = [
  file({ id: 6, name: 'Banner', description: '', kind: 'jpg', sizeBytes: 348160, fileName: 'Banner.jpg', thumbUrl: '/media/demo/banner-thumb.jpg', createdAt: '2026-11-22T04:00:00Z' }),
  file(),
];

/** Tiers as GET /api/setup/tier answers them (only what the screens read). */
export const TIER_LIST = [
  { level_id: 2, levelName: 'Silver', rankNumber: 2 },
  { level_id: 1, levelName: 'Gold', rankNumber: 1 },
];

/** The folders, folder 12's files (others 404) and the tiers; anything else goes to `more`. */
export const answered =
  (more: Handler = () => undefined): Handler =>
  (method, url, body) => {
    const extra = more(method, url, body);
    if (extra) return extra;
    if (method !== 'GET') return undefined;
    if (url.pathname === FOLDERS) return ok(FOLDER_LIST);
    if (url.pathname === TIERS) return ok(TIER_LIST);
    if (url.pathname === FILES) return url.searchParams.get('folderId') === '12' ? ok(FILE_LIST) : refused(404, 'Not found', undefined, 'not_found');
    return undefined;
  };
