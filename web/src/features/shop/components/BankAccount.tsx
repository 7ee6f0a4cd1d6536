import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../api/types';

/** The bank account a manual payment is transferred to. */
export function BankAccount({ method }: { method: Pick<PaymentMethod, 'bankName' | 'accountNumber' | 'accountName'> }) {
  const { t } = useTranslation();
  const rows: [string, string | null | undefined, string][] = [
    [t('shop.payment.bankName'), method.bankName, 'bank-name'],
    [t('shop.payment.accountNumber'), method.accountNumber, 'bank-account-number'],
    [t('shop.payment.accountName'), method.accountName, 'bank-account-name'],
  ];
  return (
    <span className="block rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200" data-testid="bank-account">
      <span className="mb-1 block text-xs font-medium text-slate-500">{t('shop.payment.transferTo')}</span>
      {rows
        .filter(([, v]) => v)
        .map(([label, value, id]) => (
          <span key={id} className="flex justify-between gap-2">
            <span className="shrink-0 text-slate-600">{label}</span>
            <span className="min-w-0 text-right font-semibold break-words text-slate-900 select-all" data-testid={id}>
              {value}
            </span>
          </span>
        ))}
    </span>
  );
}
