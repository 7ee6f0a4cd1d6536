import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { FieldError, FormMessage } from '@/components/FieldError';
import { ApiError } from '@/lib/api';
import { failureText } from '@/lib/form';
import { openInvoiceSession } from '../api/billing';
import type { Invoice, PaymentLink } from '../api/types';
import { canPay } from '../logic/display';
import { useBillingTexts } from './use-billing-texts';

/**
 * How to pay an invoice's balance: the gateways the vendor has configured, and Pay, which asks for the
 * gateway's payment page and goes there; with Billplz, also the way to our own payment page to pick the FPX
 * bank first. A paid or void invoice has nothing to pay; the server's refusal of the method shows on the
 * method, any other under the button.
 */
export function PayPanel({ invoice, pay }: { invoice: Invoice; pay: (method: string) => Promise<PaymentLink> }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const [method, setMethod] = useState(invoice.payMethods[0] ?? '');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [opening, setOpening] = useState(false);
  const [errors, setErrors] = useState<{ method?: string; form?: string }>({});

  if (!canPay(invoice)) {
    return (
      <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:hidden" data-testid="pay-panel" data-payable="false">
        <p className="text-sm text-slate-700" data-testid="pay-nothing">
          {invoice.status === 'void' ? t('billing.pay.void') : t('billing.pay.paid')}
        </p>
      </section>
    );
  }

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const link = await pay(method);
      window.location.assign(link.url);
    } catch (err) {
      const field = err instanceof ApiError ? (err.errors as Record<string, string | undefined> | undefined)?.method : undefined;
      setErrors(field ? { method: field } : { form: failureText(err) });
      setBusy(false);
    }
  };

  const pickBank = async () => {
    setOpening(true);
    setErrors({});
    try {
      const link = await openInvoiceSession(invoice.id);
      navigate(link.url);
    } catch (err) {
      setErrors({ form: failureText(err) });
      setOpening(false);
    }
  };

  return (
    <section className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 print:hidden" aria-labelledby="pay-title" data-testid="pay-panel" data-payable="true">
      <div>
        <h2 id="pay-title" className="text-sm font-semibold text-slate-700">
          {t('billing.pay.title')}
        </h2>
        <p className={`mt-0.5 text-2xl font-bold tabular-nums ${invoice.status === 'overdue' ? 'text-red-700' : 'text-slate-900'}`} data-testid="pay-balance">
          {text.money(invoice.balance, invoice.currency)}
        </p>
        <p className="text-xs text-slate-500">{t(invoice.status === 'overdue' ? 'billing.due.wasDueOn' : 'billing.due.dueOn', { date: text.date(invoice.dueOn) })}</p>
      </div>
      {invoice.payMethods.length === 0 ? (
        <FormMessage kind="info" testId="pay-no-methods">
          {t('billing.pay.noMethods')}
        </FormMessage>
      ) : (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">{t('billing.pay.method')}</legend>
            <div className="space-y-2" data-testid="pay-methods">
              {invoice.payMethods.map((m) => (
                <label
                  key={m}
                  className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ring-1 ${m === method ? 'bg-primary/5 ring-primary' : 'ring-slate-200 hover:bg-slate-50'}`}
                >
                  <input type="radio" name="pay-method" value={m} checked={m === method} onChange={() => setMethod(m)} className="h-4 w-4 accent-primary" data-testid={`pay-method-${m}`} />
                  <span className="font-medium text-slate-900">{text.method(m)}</span>
                </label>
              ))}
            </div>
            <FieldError message={errors.method} />
          </fieldset>
          <Button block loading={busy} disabled={!method} onClick={() => void submit()} data-testid="pay-button">
            {t('billing.pay.button', { amount: text.money(invoice.balance, invoice.currency) })}
          </Button>
          <p className="text-xs text-slate-500">{t('billing.pay.redirect')}</p>
          {invoice.payMethods.includes('billplz') && (
            <Button block variant="secondary" loading={opening} onClick={() => void pickBank()} data-testid="pay-pick-bank">
              {t('billing.pay.pickBank')}
            </Button>
          )}
        </>
      )}
      {errors.form && <FormMessage testId="pay-error">{errors.form}</FormMessage>}
    </section>
  );
}
