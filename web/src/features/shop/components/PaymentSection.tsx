import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { Loaded } from '@/components/Loaded';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { PaymentMethod, PaymentType } from '../api/types';
import { isZeroMoney } from '../logic/money';
import { BankAccount } from './BankAccount';

/** Bank transfer (with the account to pay into) or online banking through Billplz. */
export function PaymentSection({ methods, error, retry, chosen, onChoose }: { methods: PaymentMethod[] | undefined; error: unknown; retry: () => void; chosen: PaymentType | null; onChoose: (code: PaymentType) => void }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  return (
    <Card title={t('shop.payment.title')} data-testid="payment-section">
      <Loaded data={methods} error={error} retry={retry}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-600" data-testid="payment-none">
              {t('shop.payment.none')}
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('shop.payment.title')}</legend>
              {list.map((m) => (
                <label key={m.code} className={`block cursor-pointer rounded-lg p-3 ring-1 ${chosen === m.code ? 'bg-primary/5 ring-2 ring-primary' : 'ring-slate-200'}`} data-testid="payment-option">
                  <span className="flex gap-3">
                    <input type="radio" name="checkout-payment" className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--rk-primary)]" checked={chosen === m.code} onChange={() => onChoose(m.code)} data-testid={`payment-option-${m.code}`} />
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block font-semibold text-slate-900">{m.name || t(`shop.payment.${m.code}`)}</span>
                      {!isZeroMoney(m.adminFee) && <span className="block text-xs text-slate-500">{t('shop.payment.adminFee', { fee: formatMoney(m.adminFee, currency) })}</span>}
                    </span>
                  </span>
                  {m.code === 'manual' && chosen === 'manual' && (
                    <span className="mt-2 block">
                      <BankAccount method={m} />
                    </span>
                  )}
                </label>
              ))}
            </fieldset>
          )
        }
      </Loaded>
    </Card>
  );
}
