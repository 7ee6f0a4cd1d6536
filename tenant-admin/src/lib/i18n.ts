import { i18nDefaults, languageOfLocale, savedLanguage, saveLanguage, setDocumentLanguage, isLanguage, type Language } from '@rangkai/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en/translation.json';
import id from '@/locales/id/translation.json';
import my from '@/locales/my/translation.json';

export const LANG_KEY = 'rk.vendor.lang';

/** This device's choice, else the browser's language, else English. */
function initialLanguage(): Language {
  return savedLanguage(LANG_KEY) ?? languageOfLocale(typeof navigator === 'undefined' ? undefined : navigator.language) ?? 'en';
}

void i18n.use(initReactI18next).init({
  ...i18nDefaults(),
  resources: { en: { translation: en }, id: { translation: id }, my: { translation: my } },
  lng: initialLanguage(),
});

setDocumentLanguage(i18n.language);
i18n.on('languageChanged', (lang) => {
  setDocumentLanguage(lang);
  if (isLanguage(lang)) saveLanguage(LANG_KEY, lang);
});

export default i18n;
