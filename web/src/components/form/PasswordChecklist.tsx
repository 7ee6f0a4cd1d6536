import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, missingRules } from '@/lib/password-rules';

/** Shows which password rules are met and which are missing. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const missing = new Set(missingRules(password));
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="password-rules">
      <p className="mb-1 font-medium text-slate-700">{t('auth.reset.rulesTitle')}</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const ok = !missing.has(rule);
          return (
            <li key={rule} data-testid={`rule-${rule}`} data-met={ok} className={ok ? 'text-emerald-700' : 'text-slate-500'}>
              <span aria-hidden="true">{ok ? '✓' : '○'}</span> {t(`auth.rules.${rule}`)}
              <span className="sr-only"> ({ok ? t('auth.rules.met') : t('auth.rules.missing')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
