import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { Pager } from '@/components/Pager';
import { SectionHeading } from '@/components/SectionHeading';
import { PAYOUTS_PER_PAGE, refreshPayouts, useBalance, usePayouts } from '../api/payouts';
import type { CommissionBalance } from '../api/types';
import { BalanceCard } from './BalanceCard';
import { PayoutList } from './PayoutList';
import { RequestPayoutDialog } from './RequestPayoutDialog';
import { useCommissionTexts } from './use-commission-texts';

/** The agent's payouts on /commission: the balance with the way to ask to be paid, and their payouts so far. */
export function AgentPayouts() {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const { mutate } = useSWRConfig();
  const balance = useBalance();
  const [page, setPage] = useState(1);
  const payouts = usePayouts(undefined, page);
  const [asking, setAsking] = useState<CommissionBalance | null>(null);
  const [requested, setRequested] = useState<string | null>(null);

  return (
    <section className="mx-auto mt-8 max-w-5xl" aria-labelledby="commission-payouts-title" data-testid="commission-payouts">
      <h2 id="commission-payouts-title" className="mb-3 text-lg font-bold text-slate-900">
        {t('commission.payout.title')}
      </h2>
      {requested && (
        <div className="mb-3">
          <FormMessage kind="success" testId="payout-requested">
            {requested}
          </FormMessage>
        </div>
      )}
      <Loaded data={balance.data} error={balance.error} retry={() => void balance.mutate()}>
        {(b) => (
          <BalanceCard
            balance={b}
            onRequest={() => {
              setRequested(null);
              setAsking(b);
            }}
          />
        )}
      </Loaded>
      <SectionHeading title={t('commission.payout.mine')} />
      <Loaded data={payouts.data} error={payouts.error} retry={() => void payouts.mutate()}>
        {(p) =>
          p.items.length === 0 ? (
            <EmptyState testId="payouts-empty">{p.total === 0 ? t('commission.payout.none') : t('commission.details.pastEnd')}</EmptyState>
          ) : (
            <>
              <PayoutList payouts={p.items} />
              <Pager page={p.page || page} perPage={p.perPage || PAYOUTS_PER_PAGE} total={p.total} onPage={setPage} />
            </>
          )
        }
      </Loaded>
      {asking && (
        <RequestPayoutDialog
          balance={asking}
          onClose={() => setAsking(null)}
          onDone={async (payout) => {
            setAsking(null);
            setRequested(t('commission.payout.requested', { amount: text.money(payout.amount) }));
            setPage(1);
            await refreshPayouts(mutate);
          }}
        />
      )}
    </section>
  );
}
