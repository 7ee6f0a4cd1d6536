/**
 * The interface languages: English, Bahasa Indonesia and Bahasa Melayu. Our code for Malay is `my` (as the
 * API and the locale folders spell it), which in BCP 47 is Burmese: Intl and `<html lang>` get `ms`.
 */
export const LANGUAGES = ['en', 'id', 'my'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The Intl locale for an interface language ('en-MY' for anything else). */
export function intlLocale(lang: string | undefined): string {
  switch (lang) {
    case 'my':
      return 'ms-MY';
    case 'id':
      return 'id-ID';
    default:
      return 'en-MY';
  }
}

/** The `<html lang>` value for an interface language. */
export function htmlLang(lang: string | undefined): string {
  return intlLocale(lang).slice(0, 2);
}

/** The interface language for a BCP 47 tag such as `navigator.language` ('ms-MY' → 'my'), or null. */
export function languageOfLocale(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'ms') return 'my';
  if (primary === 'id' || primary === 'in') return 'id';
  if (primary === 'en') return 'en';
  return null;
}

/** The language this device chose, saved under `key` in localStorage; null without one (or without storage). */
export function savedLanguage(key: string): Language | null {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the device's choice under `key` (nothing happens without storage). */
export function saveLanguage(key: string, lang: Language): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, lang);
  } catch {
    // storage unavailable (private mode, blocked): the choice lasts until the page closes
  }
}

/** Sets `<html lang>` for an interface language (screen readers, hyphenation). */
export function setDocumentLanguage(lang: string | undefined): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

/**
 * The i18next settings both apps start from (they add `resources` and `lng`): English behind every
 * missing text, only our three languages, no HTML escaping (React escapes), never a null text.
 */
export function i18nDefaults() {
  return {
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
