/** Pure helpers of the marketing files screens (tested in files.test.ts). */
import { ApiError } from '@/lib/api';
import { intlLocale } from '@/lib/format';
import { FOLDER_HAS_FILES } from '../api/files';

/** The server keeps files up to 20 MB (docs/api-campaigns.md). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** What the file input offers: the server takes JPEG, PNG and PDF (checked by content). */
export const FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf';
/** The server's field lengths (folder name, file name, description). */
export const FOLDER_NAME_MAX = 120;
export const FILE_NAME_MAX = 150;
export const DESCRIPTION_MAX = 2000;

const TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'];
const EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'];

export type FileProblem = 'badType' | 'empty' | 'tooLarge';

/** What is wrong with a chosen file before it is sent (the server checks again, by content), or null. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  const ext = extensionOf(file.name);
  const typeOk = file.type ? TYPES.includes(file.type.toLowerCase()) : false;
  if (!typeOk && !(ext && EXTENSIONS.includes(ext) && (!file.type || file.type === 'application/octet-stream'))) return 'badType';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  return null;
}

function extensionOf(name: string): string | null {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? null;
}

/** A file name without its extension: a name to suggest for the upload ('Price list.pdf' → 'Price list'). */
export function stemOf(name: string): string {
  const stem = name.replace(/\.[a-z0-9]{1,5}$/i, '').trim();
  return stem || name.trim();
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size for people: '512 B', '340 KB', '2.4 MB' (one decimal below 10, in the language's digits). */
export function formatSize(bytes: number, lang?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const shown = new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 0, maximumFractionDigits: digits }).format(value);
  return `${shown} ${UNITS[unit]}`;
}

/** The file's type as people name it: 'PDF', 'JPG', 'PNG'. */
export const kindLabel = (kind: string) => kind.toUpperCase();

/** Whether the file is a picture (it has a thumbnail); otherwise a PDF. */
export const isImageKind = (kind: string) => ['jpg', 'jpeg', 'png'].includes(kind.toLowerCase());

/**
 * The folder chosen in the address (`?folder=12`): its id; null when none is chosen; 'invalid' for
 * anything that cannot be a folder's id (shown as not found).
 */
export function folderParam(value: string | null): number | null | 'invalid' {
  if (value == null || value === '') return null;
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : 'invalid';
}

/** The names of the tiers that see a folder, by rank; null when every tier does. An unknown id shows as '#id'. */
export function tierNames(tierIds: readonly number[], tiers: readonly { level_id: number; levelName: string }[] | undefined): string[] | null {
  if (tierIds.length === 0) return null;
  const byId = new Map((tiers ?? []).map((t, i) => [t.level_id, { name: t.levelName, order: i }]));
  return [...tierIds]
    .sort((a, b) => (byId.get(a)?.order ?? Number.MAX_SAFE_INTEGER) - (byId.get(b)?.order ?? Number.MAX_SAFE_INTEGER) || a - b)
    .map((id) => byId.get(id)?.name ?? `#${id}`);
}

/** Whether a failure is the folder (or file) being out of sight: another tier's, or deleted. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Whether a folder delete was refused because the folder still holds files (409 folder_has_files). */
export const holdsFiles = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409 && error.error === FOLDER_HAS_FILES;

/**
 * What to say next to the file of an upload refused for its size (413) or type (415): the server's
 * words, or this app's when the answer carried none (a proxy's bare page); null for other refusals.
 */
export function fileRefusal(error: unknown, genericText: string): string | null {
  if (!(error instanceof ApiError) || (error.status !== 413 && error.status !== 415)) return null;
  if (error.message && error.message !== genericText) return error.message;
  return error.status === 413 ? 'files.upload.tooLarge' : 'files.upload.badType';
}
