import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/FieldError';
import type { Cp58Run } from '../api/types';
import { MissingBadges } from './MissingBadges';

/**
 * What a run answered: how many CP58s were issued for the year, and the agents skipped with what their
 * record lacks (and a way to the record for those who may open it).
 */
export function IssueResult({ run, canOpenRecord, onClose }: { run: Cp58Run; canOpenRecord: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-live="polite" data-testid="cp58-run">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <FormMessage kind="success" testId="cp58-run-issued">
            {t('tax.run.issued', { count: run.issued, year: run.year })}
          </FormMessage>
        </div>
        <button type="button" onClick={onClose} className="inline-flex min-h-11 shrink-0 items-center px-2 text-sm font-semibold text-primary hover:underline" data-testid="cp58-run-close">
          {t('tax.run.dismiss')}
        </button>
      </div>
      {run.skipped.length > 0 && (
        <div data-testid="cp58-run-skipped">
          <p className="text-sm font-semibold text-slate-900">{t('tax.run.skipped', { count: run.skipped.length })}</p>
          <p className="mb-2 text-sm text-slate-600">{t('tax.run.skippedHint')}</p>
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {run.skipped.map((s) => (
              <li key={s.agentId} className="flex min-w-0 flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="cp58-skipped">
                <span className="font-semibold break-words text-slate-900">{s.name}</span>
                {s.missing.length > 0 ? (
                  <MissingBadges agentId={s.agentId} name={s.name} missing={s.missing} canOpenRecord={canOpenRecord} />
                ) : (
                  <span className="text-sm text-slate-600" data-testid="cp58-skipped-none">
                    {t('tax.run.noIncentive', { year: run.year })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
