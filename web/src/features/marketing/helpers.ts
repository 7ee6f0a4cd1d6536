/** Pure helpers for the news feed and hall of fame (tested in helpers.test.ts). */
import { TIME_ZONE } from '@/lib/format';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FEED_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * Client-side check of an upload before it is sent: returns a locale key naming the problem, or null.
 * The type is taken from the browser's MIME type, falling back to the file name's extension.
 */
export function fileProblem(
  file: Pick<File, 'type' | 'size' | 'name'>,
  allowed: readonly string[] = FEED_FILE_TYPES,
  maxBytes = MAX_UPLOAD_BYTES,
): 'marketing.file.badType' | 'marketing.file.tooLarge' | 'marketing.file.empty' | null {
  const type = file.type || typeFromName(file.name);
  if (!type || !allowed.includes(type)) return 'marketing.file.badType';
  if (file.size === 0) return 'marketing.file.empty';
  if (file.size > maxBytes) return 'marketing.file.tooLarge';
  return null;
}

function typeFromName(name: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'pdf':
      return 'application/pdf';
    default:
      return null;
  }
}

/** Whether an attachment (by its name or URL) is an image that can be shown inline. */
export function isImageFile(nameOrUrl: string | null | undefined): boolean {
  return /\.(jpe?g|png)$/i.test((nameOrUrl ?? '').split(/[?#]/)[0]);
}

const YT_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A YouTube video id from an id or any common link (watch?v=, youtu.be/, shorts/, embed/, live/);
 * null when it is not one. An empty input gives ''.
 */
export function youtubeId(input: string | null | undefined): string | null {
  const value = (input ?? '').trim();
  if (value === '') return '';
  if (YT_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v');
    if (!id) {
      const m = /^\/(?:shorts|embed|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = m?.[1] ?? null;
    }
  }
  return id && YT_ID.test(id) ? id : null;
}

/** The page that plays a video on YouTube (the app's CSP blocks embedding it). */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/** Today's date in Asia/Kuala_Lumpur as YYYY-MM-DD (default for a new hall-of-fame entry). */
export function todayInKualaLumpur(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
