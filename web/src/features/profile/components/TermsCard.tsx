import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { TermsText } from '@/components/TermsText';
import { failureText } from '@/lib/form';
import { ownTermsTexts, useOwnTerms } from '../api/terms';

/**
 * The terms and conditions that apply to the signed-in agent (their tier's and every tier's), read
 * only. Nothing while loading or when there are none; a failed load says so with a retry.
 */
export function TermsCard() {
  const { t } = useTranslation();
  const { data, error, mutate } = useOwnTerms();
  const terms = data ? ownTermsTexts(data) : [];
  if (data && terms.length === 0) return null;
  if (!data && !error) return null;
  return (
    <Card title={t('agents.terms.title')} className="mt-4" data-testid="profile-terms">
      {data ? (
        <>
          <p className="mb-3 text-sm text-slate-600">{t('agents.terms.profileIntro')}</p>
          <TermsText terms={terms} label={t('agents.terms.title')} testId="profile-terms-text" />
        </>
      ) : (
        <div className="space-y-3" data-testid="profile-terms-error">
          <FormMessage>{failureText(error)}</FormMessage>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </Card>
  );
}
