import { describe, expect, it } from 'vitest';
import { isWebLink, toBannerForm } from './images';
import { daysBetween, isDay, monthRange, periodProblem, readPeriod, todayKl } from './period';
import { decisionsFor, isOffered, needsNote, programPath, readPage, readStatusTab, routeTitleKey, storeUrl, whatsappShareHref } from './programs';
import { emptyStoreValues, isPhone, slugify, storeSchema, toStoreInput } from './store-form';

describe('programs', () => {
  it('maps each program to its screens, its company switch and its route titles', () => {
    expect(programPath('affiliate', 'register')).toBe('/go-affiliate/register');
    expect(programPath('online', 'store-summary')).toBe('/ejen-store/store-summary');
    expect(programPath('ekoop', 'setup')).toBe('/e-koop/setup');
    expect(routeTitleKey('online', 'store-summary')).toBe('routes.ejen_store_summary');
    expect(routeTitleKey('ekoop', 'banner_new')).toBe('routes.e_koop_banner_new');
    const control = { go_affiliate_status: true, ejen_store_status: false, e_koop_status: true };
    expect([isOffered(control, 'affiliate'), isOffered(control, 'online'), isOffered(control, 'ekoop'), isOffered(null, 'ekoop')]).toEqual([true, false, true, false]);
  });

  it('offers HQ only the decisions that fit a status, and asks a note for reject and suspend', () => {
    expect(decisionsFor('pending')).toEqual(['approve', 'reject']);
    expect(decisionsFor('active')).toEqual(['suspend']);
    expect(decisionsFor('suspended')).toEqual(['reinstate']);
    expect(decisionsFor('rejected')).toEqual([]);
    expect(['approve', 'reject', 'suspend', 'reinstate'].map((d) => needsNote(d as never))).toEqual([false, true, true, false]);
  });

  it('reads the list address and builds the public link', () => {
    expect([readStatusTab('pending'), readStatusTab('bogus'), readStatusTab(null)]).toEqual(['pending', 'all', 'all']);
    expect([readPage('3'), readPage('0'), readPage('-2'), readPage('x'), readPage(null)]).toEqual([3, 1, 1, 1, 1]);
    expect(storeUrl('https://demo.rangkai.my/', '/s/kedai')).toBe('https://demo.rangkai.my/s/kedai');
    expect(whatsappShareHref('Visit https://x.my/s/a?b=1')).toBe('https://wa.me/?text=Visit%20https%3A%2F%2Fx.my%2Fs%2Fa%3Fb%3D1');
  });
});

describe('store form', () => {
  it('makes a link name from a store name', () => {
    expect(slugify('Kedai Siti Ánis!')).toBe('kedai-siti-anis');
    expect(slugify('  --Toko  Budi & Co.-- ')).toBe('toko-budi-co');
    expect(slugify('a'.repeat(39) + ' b')).toBe('a'.repeat(39));
  });

  it('reads phone numbers as people write them', () => {
    expect(['+60 12-345 6789', '0123456789', '(03) 1234 5678'].map(isPhone)).toEqual([true, true, true]);
    expect(['12345', '+60 12 345 6789 1234 5', 'call me'].map(isPhone)).toEqual([false, false, false]);
  });

  it('needs the school fields for an e-koop store only', () => {
    const values = { ...emptyStoreValues(), name: 'Koop', slug: 'koop-damai' };
    expect(storeSchema('affiliate').safeParse(values).success).toBe(true);
    const ekoop = storeSchema('ekoop').safeParse(values);
    expect(ekoop.success).toBe(false);
    expect(ekoop.error?.issues.map((i) => i.path[0]).sort()).toEqual(['pickupHours', 'schoolAddress', 'schoolName']);
  });

  it('refuses a link name out of the rules', () => {
    const issue = (slug: string) => storeSchema('online').safeParse({ ...emptyStoreValues(), name: 'Kedai', slug }).error?.issues[0]?.message;
    expect(issue('ab')).toBe('stores.form.errors.slugLength');
    expect(issue('-kedai')).toBe('stores.form.errors.slugChars');
    expect(issue('Kedai')).toBe('stores.form.errors.slugChars');
    expect(issue('kedai-aina-2')).toBeUndefined();
  });

  it('sends blanks as null and the school only for e-koop', () => {
    const v = { ...emptyStoreValues(), name: ' Kedai ', slug: 'kedai', primaryColor: '#ABCDEF', schoolName: 'SK', schoolAddress: 'Jalan 1', pickupHours: 'Mon' };
    expect(toStoreInput(v, 'online')).toEqual({ name: 'Kedai', slug: 'kedai', tagline: null, primaryColor: '#abcdef', contactPhone: null, whatsapp: null, contactEmail: null });
    expect(toStoreInput(v, 'ekoop')).toMatchObject({ schoolName: 'SK', schoolAddress: 'Jalan 1', pickupHours: 'Mon' });
  });
});

describe('period', () => {
  const now = new Date('2026-03-31T20:00:00Z'); // 1 April 2026, 4 am in Kuala Lumpur

  it('counts months and days in Kuala Lumpur', () => {
    expect(todayKl(now)).toBe('2026-04-01');
    expect(monthRange(0, now)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(monthRange(1, now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthRange(4, now)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(monthRange(2, new Date('2024-04-15T00:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('refuses a range that ends before it starts or spans more than 366 days', () => {
    expect(periodProblem('', '')).toBeNull();
    expect(periodProblem('2026-03-02', '2026-03-01')).toBe('order');
    expect(periodProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(periodProblem('2024-01-01', '2025-01-01')).toBe('tooLong');
    expect([isDay('2026-02-29'), isDay('2028-02-29'), isDay('2026-13-01')]).toEqual([false, true, false]);
    expect(readPeriod(new URLSearchParams('from=2026-03-01&to=2026-03-09'))).toEqual({ from: '2026-03-01', to: '2026-03-09' });
    expect(readPeriod(new URLSearchParams('from=2026-03-01'))).toEqual({ from: '', to: '' });
  });
});

describe('banners', () => {
  it('takes http(s) links only, and leaves a blank link out of the banner', () => {
    expect(['https://example.com/a', 'http://shop.my'].map(isWebLink)).toEqual([true, true]);
    expect(['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://localhost'].map(isWebLink)).toEqual([false, false, false, false]);
    const form = toBannerForm({ title: ' Hi ', description: '', url: ' ' }, new File(['x'], 'b.png', { type: 'image/png' }));
    expect([...form.keys()]).toEqual(['title', 'description', 'image']);
    expect(form.get('title')).toBe('Hi');
  });
});
