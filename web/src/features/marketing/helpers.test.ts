import { describe, expect, it } from 'vitest';
import { todayInKualaLumpur, youtubeId, youtubeWatchUrl } from './helpers';

describe('youtubeId', () => {
  it('reads ids and links', () => {
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ?si=x')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('  ')).toBe('');
  });
  it('refuses other links', () => {
    expect(youtubeId('https://vimeo.com/12345')).toBeNull();
    expect(youtubeId('not a video')).toBeNull();
  });
  it('builds the watch link', () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

describe('todayInKualaLumpur', () => {
  it('uses the Kuala Lumpur day', () => {
    expect(todayInKualaLumpur(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02-01');
    expect(todayInKualaLumpur(new Date('2026-01-31T15:59:00Z'))).toBe('2026-01-31');
  });
});
