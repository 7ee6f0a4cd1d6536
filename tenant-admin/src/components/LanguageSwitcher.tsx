import { LANGUAGES } from '@rangkai/shared';
import { useTranslation } from 'react-i18next';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="inline-flex items-center gap-1 text-sm text-slate-600">
      <span className="sr-only">{t('common.language')}</span>
      <select
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-sm"
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`languages_short.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
