import { describe, expect, it } from 'vitest';
import { readLinkIds, registrationPath, shareUrl, verifyPath } from './links';

describe('registration link', () => {
  it('reads the three ids and nothing else', () => {
    expect(readLinkIds({ leaderId: '7', tierId: '2', companyId: '1' })).toEqual({ leaderId: 7, tierId: 2, companyId: 1 });
    expect(readLinkIds({ leaderId: '7', tierId: 'Gold', companyId: '1' })).toBeNull();
    expect(readLinkIds({ leaderId: '0', tierId: '2', companyId: '1' })).toBeNull();
    expect(readLinkIds({ tierId: '2', companyId: '1' })).toBeNull();
  });

  it('builds the route with every segment encoded', () => {
    const path = registrationPath({ username: 'lim', leaderName: 'Lim Wei Ming', leaderTier: 'Platinum', leaderId: 7, tierName: 'Gold/Emas', tierId: 2, companyId: 1 });
    expect(path).toBe('/new-registration/lim/Lim%20Wei%20Ming/Platinum/7/Gold%2FEmas/2/1');
  });

  it('shares the server url, or this host plus the path', () => {
    expect(shareUrl({ url: 'http://demo.localhost:8080/new-registration/a', path: '/new-registration/a' }, 'https://x.test')).toBe(
      'http://demo.localhost:8080/new-registration/a',
    );
    expect(shareUrl({ url: '', path: '/new-registration/a' }, 'https://x.test/')).toBe('https://x.test/new-registration/a');
    expect(shareUrl({ path: 'new-registration/a' }, 'https://x.test')).toBe('https://x.test/new-registration/a');
  });

  it('goes to the verify page with the e-mail', () => {
    expect(verifyPath('nurul+1@example.com')).toBe('/register/verify?email=nurul%2B1%40example.com');
  });
});
