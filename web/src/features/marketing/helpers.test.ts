import { describe, expect, it } from 'vitest';
import { fileProblem, IMAGE_TYPES, isImageFile, MAX_UPLOAD_BYTES, todayInKualaLumpur, youtubeId, youtubeWatchUrl } from './helpers';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('fileProblem', () => {
  it('accepts JPG, PNG and PDF up to 5 MB', () => {
    expect(fileProblem(file('a.jpg', 'image/jpeg', 100))).toBeNull();
    expect(fileProblem(file('a.png', 'image/png', MAX_UPLOAD_BYTES))).toBeNull();
    expect(fileProblem(file('a.pdf', 'application/pdf', 1))).toBeNull();
  });
  it('refuses other types, empty and too-large files', () => {
    expect(fileProblem(file('a.gif', 'image/gif', 100))).toBe('marketing.file.badType');
    expect(fileProblem(file('a.docx', '', 100))).toBe('marketing.file.badType');
    expect(fileProblem(file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe('marketing.file.tooLarge');
    expect(fileProblem(file('a.png', 'image/png', 0))).toBe('marketing.file.empty');
  });
  it('falls back to the extension when the browser gives no type', () => {
    expect(fileProblem(file('scan.PDF', '', 10))).toBeNull();
  });
  it('restricts to images when asked', () => {
    expect(fileProblem(file('a.pdf', 'application/pdf', 10), IMAGE_TYPES)).toBe('marketing.file.badType');
    expect(fileProblem(file('a.jpeg', 'image/jpeg', 10), IMAGE_TYPES)).toBeNull();
  });
});

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

describe('isImageFile and todayInKualaLumpur', () => {
  it('tells images from PDFs', () => {
    expect(isImageFile('/api/media/x.PNG')).toBe(true);
    expect(isImageFile('menu.pdf')).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
  it('uses the Kuala Lumpur day', () => {
    expect(todayInKualaLumpur(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02-01');
    expect(todayInKualaLumpur(new Date('2026-01-31T15:59:00Z'))).toBe('2026-01-31');
  });
});
