import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import type { FpxBank } from '@/features/integrations/api/types';
import { orderedBanks } from '../logic/session';

/**
 * The FPX banks as a radio list: first "Choose on Billplz's page" (the default), then the banks online now
 * and, disabled, those offline. `error` (the server's refusal of the bank) shows under the list.
 */
export function BankChoice({ banks, loading, chosen, onChoose, error, disabled }: { banks: readonly FpxBank[] | undefined; loading: boolean; chosen: string; onChoose: (code: string) => void; error: string | null; disabled: boolean }) {
  const { t } = useTranslation();
  const errorId = 'ejenpay-bank-error';
  if (!banks) {
    return loading ? (
      <p className="flex items-center gap-2 text-sm text-slate-500" data-testid="ejenpay-banks-loading">
        <Spinner size="sm" />
        {t('ejenpay.bank.loading')}
      </p>
    ) : null;
  }
  const options = [{ code: '', name: t('ejenpay.bank.onBillplz'), active: true }, ...orderedBanks(banks)];
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} data-testid="ejenpay-banks">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('ejenpay.bank.title')}</legend>
      <p className="mb-2 text-xs text-slate-500">{t('ejenpay.bank.hint')}</p>
      <div className="max-h-80 space-y-1.5 overflow-y-auto pr-1">
        {options.map((b) => {
          const picked = chosen === b.code;
          return (
            <label
              key={b.code || 'billplz'}
              className={`flex min-h-11 min-w-0 items-center gap-3 rounded-lg px-3 py-2 ring-1 ${b.active ? 'cursor-pointer' : 'cursor-not-allowed bg-slate-50'} ${picked ? 'bg-primary/5 ring-2 ring-primary' : 'ring-slate-200'}`}
              data-testid="ejenpay-bank"
              data-online={b.active}
            >
              <input
                type="radio"
                name="ejenpay-bank"
                value={b.code}
                checked={picked}
                disabled={disabled || !b.active}
                onChange={() => onChoose(b.code)}
                className="h-5 w-5 shrink-0 accent-[var(--rk-primary)]"
              />
              <span className={`min-w-0 flex-1 text-sm break-words ${b.active ? 'text-slate-900' : 'text-slate-500'}`}>{b.name}</span>
              {!b.active && (
                <span className="shrink-0 text-xs text-slate-500" data-testid="ejenpay-bank-offline">
                  {t('ejenpay.bank.offline')}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
