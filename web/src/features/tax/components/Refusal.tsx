import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { SETUP_FEATURES_PATH } from '../logic/paths';
import type { TaxRefusal } from '../logic/errors';

/**
 * A CP58 call the server refused for the company as a whole, in its own words: the CP58 feature is off
 * (HQ gets a way to Setup → Features; anyone else is told who can switch it on), or the company does not
 * trade in ringgit.
 */
export function Refusal({ refusal, canSetUp }: { refusal: TaxRefusal; canSetUp: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" role="alert" data-testid="cp58-refused" data-code={refusal.code}>
      <p className="mx-auto max-w-md font-semibold text-slate-900" data-testid="cp58-refused-message">
        {refusal.message}
      </p>
      {refusal.code === 'cp58_off' &&
        (canSetUp ? (
          <LinkButton variant="primary" className="mt-4" to={SETUP_FEATURES_PATH} data-testid="cp58-setup-link">
            {t('tax.refused.setUp')}
          </LinkButton>
        ) : (
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600" data-testid="cp58-refused-hint">
            {t('tax.refused.askHq')}
          </p>
        ))}
    </section>
  );
}
