import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { StatusBadge } from '@/components/StatusBadge';
import { useFpxBanks } from '@/features/integrations/api/integrations';
import { ApiError } from '@/lib/api';
import { failureText } from '@/lib/form';
import { formatDateTime, formatMoney } from '@/lib/format';
import { openBill, usePaymentSession } from '../api/ejenpay';
import type { PaymentSession } from '../api/types';
import { BankChoice } from '../components/BankChoice';
import { bankToPay, isPaymentStatus, isZeroAmount, readSessionRef, sessionView, STATUS_TONE, type SessionView } from '../logic/session';

const HOME_PATH = '/';

/**
 * /ejenpay/:payType/:sessionId: the company's own payment page, for any signed-in user (an agent paying an
 * order online, HQ topping up the payout credit, HQ paying the vendor's subscription invoice, even while
 * the company is locked for it). It shows the session (reference, amount, admin fee,
 * status, pay-before time) and, while it can be paid, the FPX banks to choose from and Pay, which opens
 * the session's Billplz bill and goes there. Once settled it says so, with the way to the result page. A
 * session that is not there (or not the user's) is a friendly "not found", not an error.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const params = useParams();
  const ref = readSessionRef(params.payType, params.sessionId);
  const lookup = usePaymentSession(ref);
  return (
    <div className="mx-auto w-full max-w-xl min-w-0" data-testid="ejenpay-page">
      <PageTitle>{t('routes.ejenpay')}</PageTitle>
      {ref === null ? (
        <NotFound />
      ) : (
        <Loaded data={lookup.data} error={lookup.error} retry={() => void lookup.mutate()}>
          {({ session }) => (session ? <Session session={session} refresh={() => void lookup.mutate()} /> : <NotFound />)}
        </Loaded>
      )}
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3 text-center" data-testid="ejenpay-not-found">
      <p className="text-lg font-bold text-slate-900">{t('ejenpay.notFoundTitle')}</p>
      <p className="text-sm text-slate-600">{t('ejenpay.notFoundText')}</p>
      <LinkButton to={HOME_PATH} variant="primary" className="w-full sm:w-auto">
        {t('common.goHome')}
      </LinkButton>
    </Card>
  );
}

function Session({ session: s, refresh }: { session: PaymentSession; refresh: () => void }) {
  const { t, i18n } = useTranslation();
  const view = sessionView(s);
  const money = (v: string) => formatMoney(v, s.currency);
  const open = view === 'due' || view === 'pending' || view === 'retry';
  return (
    <div className="space-y-4" data-testid="ejenpay-session" data-status={s.status} data-view={view}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">{t(s.payType === 'topup' ? 'ejenpay.topup' : s.payType === 'invoice' ? 'ejenpay.invoice' : 'ejenpay.order')}</p>
            <p className="font-mono text-sm break-all text-slate-900" data-testid="ejenpay-reference">
              {s.reference}
            </p>
          </div>
          <StatusBadge status={s.status} tone={isPaymentStatus(s.status) ? STATUS_TONE[s.status] : 'neutral'} testId="ejenpay-status">
            {isPaymentStatus(s.status) ? t(`ejenpay.status.${s.status}`) : s.status}
          </StatusBadge>
        </div>
        <p className="mt-4 text-xs text-slate-500">{t('ejenpay.amount')}</p>
        <p className="text-3xl font-bold break-all text-slate-900 tabular-nums" data-testid="ejenpay-amount">
          {money(s.amount)}
        </p>
        {!isZeroAmount(s.adminFee) && (
          <p className="mt-1 text-sm text-slate-600" data-testid="ejenpay-admin-fee">
            {t('ejenpay.adminFee', { fee: money(s.adminFee) })}
          </p>
        )}
        {open && s.payBefore && (
          <p className="mt-2 text-sm text-slate-700" data-testid="ejenpay-pay-before">
            {t(s.payType === 'order' ? 'ejenpay.payBeforeOrder' : 'ejenpay.payBefore', { when: formatDateTime(s.payBefore, i18n.language) })}
          </p>
        )}
      </Card>
      <Outcome view={view} />
      {s.payable ? (
        <Pay session={s} view={view} refresh={refresh} />
      ) : (
        <LinkButton to={s.resultPath} variant="primary" className="w-full" data-testid="ejenpay-result-link">
          {t('ejenpay.seeResult')}
        </LinkButton>
      )}
    </div>
  );
}

/** What the status means for the payer, in a sentence (nothing to add while the session is simply due). */
function Outcome({ view }: { view: SessionView }) {
  const { t } = useTranslation();
  const said: Partial<Record<SessionView, [kind: 'error' | 'success' | 'info', title: string, text: string]>> = {
    pending: ['info', t('ejenpay.pendingTitle'), t('ejenpay.pending')],
    waiting: ['info', t('ejenpay.pendingTitle'), t('ejenpay.waiting')],
    retry: ['error', t('ejenpay.failedTitle'), t('ejenpay.retry')],
    failed: ['error', t('ejenpay.failedTitle'), t('ejenpay.failed')],
    paid: ['success', t('ejenpay.paidTitle'), t('ejenpay.paid')],
    closed: ['info', t('ejenpay.closedTitle'), t('ejenpay.closed')],
  };
  const line = said[view];
  if (!line) return null;
  const [kind, title, text] = line;
  return (
    <FormMessage kind={kind} testId="ejenpay-outcome">
      <span className="block font-semibold">{title}</span>
      <span className="block">{text}</span>
    </FormMessage>
  );
}

/**
 * The bank choice and Pay: opens the session's bill (at the chosen bank, or on Billplz's page to choose
 * there) and goes to it. A bank refused shows under the list; any other refusal above the button, and the
 * session is read again (it may have been paid or closed meanwhile).
 */
function Pay({ session: s, view, refresh }: { session: PaymentSession; view: SessionView; refresh: () => void }) {
  const { t } = useTranslation();
  const banks = useFpxBanks(true, s.payType === 'invoice');
  const [chosen, setChosen] = useState('');
  const [paying, setPaying] = useState(false);
  const [bankError, setBankError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A failed bank list (Billplz off or not reached: 409) just leaves the choice to Billplz's page.
  const list = banks.error ? undefined : banks.data;
  const bankCode = bankToPay(chosen, list);

  const pay = async () => {
    setPaying(true);
    setBankError(null);
    setError(null);
    try {
      const { url } = await openBill({ payType: s.payType, sessionId: s.id, bankCode });
      window.location.assign(url);
      // Stays busy while the browser leaves for the bank.
    } catch (err) {
      setPaying(false);
      const refused = err instanceof ApiError ? err.errors?.bankCode : undefined;
      if (refused) {
        setBankError(String(refused));
        void banks.mutate();
      } else {
        setError(failureText(err));
        if (err instanceof ApiError && err.status === 409) refresh();
      }
    }
  };

  return (
    <Card className="space-y-4" data-testid="ejenpay-pay">
      <BankChoice
        banks={list}
        loading={!banks.error && banks.isLoading}
        chosen={bankCode}
        onChoose={(code) => {
          setChosen(code);
          setBankError(null);
        }}
        error={bankError}
        disabled={paying}
      />
      {error && <FormMessage testId="ejenpay-pay-error">{error}</FormMessage>}
      <Button block loading={paying} onClick={() => void pay()} data-testid="ejenpay-pay-button">
        {view === 'retry' ? t('ejenpay.tryAgain') : t('ejenpay.payAmount', { amount: formatMoney(s.amount, s.currency) })}
      </Button>
      <p className="text-center text-xs text-slate-500">{t('ejenpay.secureNote')}</p>
      {view !== 'due' && <ResultLink to={s.resultPath}>{t('ejenpay.seeStatus')}</ResultLink>}
    </Card>
  );
}

function ResultLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} variant="ghost" className="w-full" data-testid="ejenpay-result-link">
      {children}
    </LinkButton>
  );
}
