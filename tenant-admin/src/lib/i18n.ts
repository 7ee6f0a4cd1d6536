import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import id from '../locales/id/translation.json';
import my from '../locales/my/translation.json';

export const LANGUAGES = ['en', 'id', 'my'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANG_KEY = 'rk.vendor.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl and <html lang>: our `my` is Malay (`ms`), not Burmese. */
export function localeTag(lang: string): string {
  if (lang === 'id') return 'id-ID';
  if (lang === 'my') return 'ms-MY';
  return 'en-MY';
}

function initialLanguage(): Language {
  try {
    const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage unavailable: fall through
  }
  const nav = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  if (nav.startsWith('id')) return 'id';
  if (nav.startsWith('ms')) return 'my';
  return 'en';
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, id: { translation: id }, my: { translation: my } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocumentLang(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(lang).slice(0, 2);
}
syncDocumentLang(i18n.language);
i18n.on('languageChanged', (lang) => {
  syncDocumentLang(lang);
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LANG_KEY, lang);
  } catch {
    // ignore
  }
});

export default i18n;
