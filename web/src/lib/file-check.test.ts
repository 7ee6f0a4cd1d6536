import { describe, expect, it } from 'vitest';
import { fileProblem, IMAGE_TYPES, isImageFile, MAX_UPLOAD_BYTES } from './file-check';

const file = (name: string, type: string, size: number) => ({ name, type, size });
const FEED = ['image/jpeg', 'image/png', 'application/pdf'];

describe('fileProblem', () => {
  it('accepts the allowed types up to the limit', () => {
    expect(fileProblem(file('a.jpg', 'image/jpeg', 100), FEED)).toBeNull();
    expect(fileProblem(file('a.png', 'image/png', MAX_UPLOAD_BYTES), FEED)).toBeNull();
    expect(fileProblem(file('a.pdf', 'application/pdf', 1), FEED)).toBeNull();
  });
  it('refuses other types, empty and too-large files', () => {
    expect(fileProblem(file('a.gif', 'image/gif', 100), FEED)).toBe('badType');
    expect(fileProblem(file('a.docx', '', 100), FEED)).toBe('badType');
    expect(fileProblem(file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), FEED)).toBe('tooLarge');
    expect(fileProblem(file('a.png', 'image/png', 0), FEED)).toBe('empty');
    expect(fileProblem(file('a.png', 'image/png', 11), FEED, 10)).toBe('tooLarge');
  });
  it('falls back to the extension when the browser gives no type', () => {
    expect(fileProblem(file('scan.PDF', '', 10), FEED)).toBeNull();
    expect(fileProblem(file('a.JPG', '', 10), IMAGE_TYPES)).toBeNull();
    expect(fileProblem(file('a', '', 10), FEED)).toBe('badType');
  });
  it('takes only JPEG or PNG pictures when asked', () => {
    expect(fileProblem(file('a.pdf', 'application/pdf', 10), IMAGE_TYPES)).toBe('badType');
    expect(fileProblem(file('a.pdf', '', 10), IMAGE_TYPES)).toBe('badType');
    expect(fileProblem(file('a.gif', 'image/gif', 10), IMAGE_TYPES)).toBe('badType');
    expect(fileProblem(file('a.jpeg', 'image/jpeg', 10), IMAGE_TYPES)).toBeNull();
  });
});

describe('isImageFile', () => {
  it('tells images from PDFs', () => {
    expect(isImageFile('/api/media/x.PNG')).toBe(true);
    expect(isImageFile('/media/a.jpeg?v=2')).toBe(true);
    expect(isImageFile('menu.pdf')).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
});
