import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Select } from '@/components/Select';
import { setCachedUser } from '@/features/auth/api/get-user';
import type { Language } from '@/lib/format';
import { LANGUAGES, isLanguage, setLanguage } from '@/lib/i18n';
import type { UserDetail } from '@/lib/types';
import { saveLanguage } from '../api/update-profile';

/** POST /api/attribute/language, then the interface switches. */
export function LanguageForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>(user.language);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const onSave = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const updated = await saveLanguage(lang);
      setLanguage(isLanguage(updated.language) ? updated.language : lang);
      await setCachedUser(updated);
      setStatus({ kind: 'success', text: t('profile.languageSaved') });
    } catch (err) {
      setStatus({ kind: 'error', text: err instanceof Error ? err.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="max-w-md space-y-4" data-testid="language-form">
      <p className="text-sm text-slate-600">{t('profile.languageIntro')}</p>
      <Select
        label={t('profile.fields.language')}
        value={lang}
        onChange={(e) => isLanguage(e.target.value) && setLang(e.target.value)}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        data-testid="language-select"
      />
      {status && <FormMessage kind={status.kind} testId={`language-${status.kind}`}>{status.text}</FormMessage>}
      <Button onClick={onSave} loading={busy} data-testid="language-save">
        {t('common.save')}
      </Button>
    </div>
  );
}
