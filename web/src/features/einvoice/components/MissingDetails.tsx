import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { COMPANY_SETUP_PATH } from '../logic/paths';
import { useEinvoiceTexts } from './use-einvoice-texts';

/**
 * What the company's own details lack for a document (TIN, ROC, MSIC code, address, state), listed, with the
 * way to Setup's Company tab where HQ fills them in. Documents cannot be valid without them.
 */
export function MissingDetails({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation();
  const text = useEinvoiceTexts();
  if (missing.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:p-4" data-testid="einvoice-missing">
      <p className="font-semibold">{t('einvoice.missing.title')}</p>
      <p className="mt-1">{t('einvoice.missing.intro')}</p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5" data-testid="einvoice-missing-list">
        {missing.map((m) => (
          <li key={m} data-code={m}>
            {text.missing(m)}
          </li>
        ))}
      </ul>
      <LinkButton to={COMPANY_SETUP_PATH} variant="secondary" className="mt-3 w-full sm:w-auto" data-testid="einvoice-setup-link">
        {t('einvoice.missing.setUp')}
      </LinkButton>
    </div>
  );
}
