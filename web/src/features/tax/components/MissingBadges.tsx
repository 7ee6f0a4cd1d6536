import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import { agentRecordPath } from '../logic/paths';
import { useTaxTexts } from './use-tax-texts';

/**
 * What an agent's record lacks for Part B, one red badge each, and (for those who may open it) a link to
 * the record to complete it.
 */
export function MissingBadges({ agentId, name, missing, canOpenRecord }: { agentId: number; name: string; missing: readonly string[]; canOpenRecord: boolean }) {
  const { t } = useTranslation();
  const text = useTaxTexts();
  if (missing.length === 0) return null;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1.5" data-testid="cp58-missing">
      <span className="sr-only">{t('tax.missing.label')}</span>
      {missing.map((m) => (
        <StatusBadge key={m} status={m} tone="danger" testId="cp58-missing-badge">
          {t('tax.missing.badge', { what: text.missing(m) })}
        </StatusBadge>
      ))}
      {canOpenRecord && (
        <Link
          to={agentRecordPath(agentId)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-2 hover:underline md:min-h-0"
          aria-label={t('tax.missing.openRecordOf', { name })}
          data-testid="cp58-record-link"
        >
          {t('tax.missing.openRecord')}
        </Link>
      )}
    </span>
  );
}
