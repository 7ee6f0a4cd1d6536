import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, imageProblem } from './images';

describe('image checks', () => {
  it('takes JPEG and PNG up to 10 MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 100, name: 'a.jpg' })).toBeNull();
    expect(imageProblem({ type: '', size: 100, name: 'a.PNG' })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES, name: 'a.png' })).toBeNull();
  });
  it('refuses other types, empty and too large files', () => {
    expect(imageProblem({ type: 'image/gif', size: 100, name: 'a.gif' })).toBe('catalogue.images.badType');
    expect(imageProblem({ type: 'application/pdf', size: 100, name: 'a.pdf' })).toBe('catalogue.images.badType');
    expect(imageProblem({ type: 'image/png', size: 0, name: 'a.png' })).toBe('catalogue.images.empty');
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1, name: 'a.png' })).toBe('catalogue.images.tooLarge');
  });
});
