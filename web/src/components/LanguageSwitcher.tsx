import { htmlLang } from '@rangkai/shared';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, setLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/format';

/** en / id / my switch for public pages (saved on this device only). */
export function LanguageSwitcher({ onChange }: { onChange?: (lang: Language) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('common.language')} className="inline-flex rounded-lg bg-white p-1 ring-1 ring-slate-200" data-testid="language-switcher">
      {LANGUAGES.map((lang) => {
        const active = i18n.language === lang;
        return (
          <button
            key={lang}
            type="button"
            lang={htmlLang(lang)}
            aria-pressed={active}
            title={t(`languages.${lang}`)}
            data-testid={`lang-${lang}`}
            onClick={() => {
              if (!isLanguage(lang)) return;
              setLanguage(lang);
              onChange?.(lang);
            }}
            className={`min-h-9 min-w-11 rounded-md px-2 text-xs font-semibold uppercase ${active ? 'bg-primary text-white' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            {htmlLang(lang).toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
