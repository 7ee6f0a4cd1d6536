import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { Spinner } from '@/components/Spinner';
import { failureText } from '@/lib/form';
import { useTopup } from '../api/money';
import { useCommissionTexts } from '../components/use-commission-texts';
import { payoutPath } from '../logic/paths';
import { readTopupAmount, readTopupId, readTopupReturn, shouldPoll, topupPollInterval, topupView, type TopupReturn, type TopupView } from '../logic/topup';

const MONEY_PATH = payoutPath({ tab: 'money' });

/**
 * Where Billplz's redirect brings HQ after paying (or not) a top-up of the credit:
 * /ejenpay-topup/completed, /ejenpay-topup/failed and /ejenpay/topup/pending-payment, each
 * `?topup={id}&amount={amount}` (the route gives `status`), and the earlier
 * /ejenpay-topup/{amount}?topup={id}&status=completed|failed|pending. completed and failed are the result;
 * pending, or no status, polls the top-up every 3 s until it is paid or failed. Without an id there is
 * nothing to ask: the redirect's result, else a neutral word and the way to the company money.
 */
export function TopupResultPage({ status }: { status?: TopupReturn }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const [params] = useSearchParams();
  const amount = readTopupAmount(useParams().amount ?? params.get('amount'));
  const id = readTopupId(params.get('topup'));
  const returned = status ?? readTopupReturn(params.get('status'));
  const poll = shouldPoll(returned, id);
  const topup = useTopup(poll ? id : null, topupPollInterval);
  const view = topupView(returned, id, poll ? topup.data : undefined);
  // The top-up as the server has it is the surest amount; the address's is the one the redirect wrote.
  const shown = topup.data?.amount ?? amount;

  return (
    <div className="mx-auto max-w-xl" data-testid="topup-result-page" data-view={view}>
      <PageTitle>{t('commission.topup.title')}</PageTitle>
      <Card>
        <div className="space-y-3 text-center" aria-live="polite">
          <Outcome view={view} />
          {shown && (
            <p className="flex flex-wrap items-baseline justify-center gap-x-2">
              <span className="text-sm text-slate-600">{t('commission.topup.amount')}</span>
              <span className="text-2xl font-bold break-all text-slate-900 tabular-nums" data-testid="topup-result-amount">
                {text.money(shown)}
              </span>
            </p>
          )}
          {view === 'waiting' && topup.error !== undefined && (
            <div className="space-y-2 text-left">
              <FormMessage testId="topup-check-error">{failureText(topup.error)}</FormMessage>
              <Button variant="secondary" onClick={() => void topup.mutate()} data-testid="topup-check-retry">
                {t('common.retry')}
              </Button>
            </div>
          )}
          <div className="flex flex-wrap justify-center gap-2 pt-2">
            {view === 'failed' ? (
              <LinkButton to={MONEY_PATH} variant="primary" className="w-full sm:w-auto" data-testid="topup-try-again">
                {t('commission.topup.tryAgain')}
              </LinkButton>
            ) : (
              <LinkButton to={MONEY_PATH} variant={view === 'completed' ? 'primary' : 'secondary'} className="w-full sm:w-auto" data-testid="topup-to-money">
                {t('commission.topup.toMoney')}
              </LinkButton>
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}

function Outcome({ view }: { view: TopupView }) {
  const { t } = useTranslation();
  switch (view) {
    case 'completed':
      return (
        <Said testId="topup-completed" icon={<Icon className="bg-emerald-100 text-emerald-700">✓</Icon>} title={t('commission.topup.completedTitle')}>
          {t('commission.topup.completed')}
        </Said>
      );
    case 'failed':
      return (
        <Said testId="topup-failed" icon={<Icon className="bg-red-100 text-red-700">✕</Icon>} title={t('commission.topup.failedTitle')}>
          {t('commission.topup.failed')}
          <span className="mt-1 block">{t('commission.topup.failedHint')}</span>
        </Said>
      );
    case 'waiting':
      return (
        <Said
          testId="topup-waiting"
          icon={
            <span className="flex justify-center text-primary">
              <Spinner size="lg" label={t('commission.topup.checking')} />
            </span>
          }
          title={t('commission.topup.waitingTitle')}
        >
          {t('commission.topup.checking')}
        </Said>
      );
    case 'unknown':
      return (
        <Said testId="topup-unknown" icon={<Icon className="bg-slate-100 text-slate-600">?</Icon>} title={t('commission.topup.unknownTitle')}>
          {t('commission.topup.unknown')}
        </Said>
      );
  }
}

function Icon({ className, children }: { className: string; children: string }) {
  return (
    <p className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-2xl ${className}`} aria-hidden="true">
      {children}
    </p>
  );
}

function Said({ testId, icon, title, children }: { testId: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="space-y-3" data-testid={testId}>
      {icon}
      <p className="text-lg font-bold text-slate-900" data-testid="topup-result-title">
        {title}
      </p>
      <p className="text-sm text-slate-600" data-testid="topup-result-message">
        {children}
      </p>
    </div>
  );
}
