import { describe, expect, it } from 'vitest';
import { isValidSocial, savedSocial, socialHref } from './social';

describe('social links', () => {
  it('accepts full URLs and usernames', () => {
    expect(isValidSocial('https://www.facebook.com/aminah')).toBe(true);
    expect(isValidSocial('aminah.h')).toBe(true);
    expect(isValidSocial('@aminah')).toBe(true);
    expect(isValidSocial('two words')).toBe(false);
  });
  it('turns usernames into working links', () => {
    expect(socialHref('socmedUrlTiktok', '@aminah')).toBe('https://www.tiktok.com/@aminah');
    expect(socialHref('socmedUrlFacebook', 'https://www.facebook.com/aminah')).toBe('https://www.facebook.com/aminah');
    expect(savedSocial({ socmedUrlFacebook: 'https://www.facebook.com/aminah', socmedUrlInstagram: null })).toEqual([
      { field: 'socmedUrlFacebook', href: 'https://www.facebook.com/aminah' },
    ]);
  });
});
