import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Spinner } from '@/components/Spinner';
import { ApiError } from '@/lib/api';
import { failureText } from '@/lib/form';
import { useFpxBanks } from '../api/integrations';

/** Why the bank list could not be read, in words: Billplz is off, or cannot be reached. */
function banksFailure(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.error === 'payment_unavailable') return t('integrations.banks.unavailable');
  if (error instanceof ApiError && error.error === 'payment_gateway_error') return t('integrations.banks.unreachable');
  return failureText(error);
}

/** The FPX banks of the company's Billplz, each online (green) or offline (grey) now. */
export function FpxBanks() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error, isValidating, mutate } = useFpxBanks(true);
  const online = data?.filter((b) => b.active).length ?? 0;

  return (
    <section className="border-t border-slate-100 pt-3" aria-labelledby={titleId} data-testid="fpx-banks">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h4 id={titleId} className="text-sm font-semibold text-slate-900">
          {t('integrations.banks.title')}
        </h4>
        {data && data.length > 0 && (
          <span className="text-xs text-slate-500" data-testid="fpx-summary">
            {t('integrations.banks.summary', { online, total: data.length })}
          </span>
        )}
      </div>
      {data ? (
        data.length === 0 ? (
          <p className="mt-2 text-slate-500" data-testid="fpx-empty">
            {t('integrations.banks.empty')}
          </p>
        ) : (
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto pr-1" data-testid="fpx-list">
            {data.map((b) => (
              <li key={b.code} className="flex min-w-0 items-center gap-2" data-testid="fpx-bank" data-online={b.active}>
                <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${b.active ? 'bg-emerald-500' : 'bg-slate-300'}`} />
                <span className={`min-w-0 flex-1 break-words ${b.active ? 'text-slate-800' : 'text-slate-500'}`}>{b.name}</span>
                <span className={`shrink-0 text-xs ${b.active ? 'text-emerald-700' : 'text-slate-500'}`} data-testid="fpx-bank-state">
                  {t(b.active ? 'integrations.banks.online' : 'integrations.banks.offline')}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : error ? (
        <div className="mt-2 space-y-2">
          <FormMessage testId="fpx-error">{banksFailure(error, t)}</FormMessage>
          <Button variant="secondary" loading={isValidating} onClick={() => void mutate()} data-testid="fpx-retry">
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className="mt-2 flex items-center gap-2 text-slate-500" data-testid="fpx-loading">
          <Spinner size="sm" />
          {t('integrations.banks.loading')}
        </div>
      )}
    </section>
  );
}
