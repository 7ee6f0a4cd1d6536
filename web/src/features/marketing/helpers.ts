/** Pure helpers for the news feed and hall of fame (tested in helpers.test.ts). */
import { TIME_ZONE } from '@/lib/format';

/** The news feed's attachment: a picture or a PDF (checked by the shared file picker, at most 5 MB). */
export const FEED_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

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
