// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlLang, i18nDefaults, intlLocale, isLanguage, languageOfLocale, LANGUAGES, savedLanguage, saveLanguage } from './language';

describe('languages', () => {
  it('are en, id and my', () => {
    expect(LANGUAGES).toEqual(['en', 'id', 'my']);
    expect(isLanguage('my')).toBe(true);
    expect(isLanguage('ms')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('map to Intl locales and <html lang>: our my is Malay, not Burmese', () => {
    expect(intlLocale('my')).toBe('ms-MY');
    expect(intlLocale('id')).toBe('id-ID');
    expect(intlLocale('en')).toBe('en-MY');
    expect(intlLocale(undefined)).toBe('en-MY');
    expect(LANGUAGES.map(htmlLang)).toEqual(['en', 'id', 'ms']);
  });

  it("come from a browser's locale", () => {
    expect(languageOfLocale('ms-MY')).toBe('my');
    expect(languageOfLocale('ms')).toBe('my');
    expect(languageOfLocale('id-ID')).toBe('id');
    expect(languageOfLocale('in-ID')).toBe('id');
    expect(languageOfLocale('EN_gb')).toBe('en');
    expect(languageOfLocale('my-MM')).toBeNull();
    expect(languageOfLocale('ida')).toBeNull();
    expect(languageOfLocale(undefined)).toBeNull();
  });

  it('give i18next our three languages with English behind them', () => {
    expect(i18nDefaults()).toMatchObject({ fallbackLng: 'en', supportedLngs: ['en', 'id', 'my'], returnNull: false });
  });
});

describe("the device's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubStorage() {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    });
    return store;
  }

  it('is saved and read back under its key', () => {
    const store = stubStorage();
    expect(savedLanguage('rk.test.lang')).toBeNull();
    saveLanguage('rk.test.lang', 'id');
    expect(store.get('rk.test.lang')).toBe('id');
    expect(savedLanguage('rk.test.lang')).toBe('id');
    store.set('rk.test.lang', 'fr');
    expect(savedLanguage('rk.test.lang')).toBeNull();
  });

  it('is forgotten quietly where storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => saveLanguage('rk.test.lang', 'my')).not.toThrow();
    expect(savedLanguage('rk.test.lang')).toBeNull();
  });
});
