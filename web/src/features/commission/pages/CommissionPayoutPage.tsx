import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { Tabs } from '@/components/Tabs';
import { useCurrentUser } from '@/lib/current-user';
import { ClosePeriods } from '../components/ClosePeriods';
import { ClosePreviewPanel } from '../components/ClosePreviewPanel';
import { PayoutQueue } from '../components/PayoutQueue';
import { COMMISSION_PATH } from '../logic/paths';
import { readPeriod } from '../logic/period';
import { canPayCommission } from '../logic/viewer';

const TABS = ['close', 'payouts'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { close: 'commission.close.tab', payouts: 'commission.queue.tab' };

/**
 * /commission-payout[?tab=payouts&status=][?period=] (the HQ side): closing a month into statements, after
 * its preview, and the payout queue; a link to the company commission. Staff read both; HQ alone closes
 * and acts on payouts (the API answers staff 403), so staff see neither the previews nor the actions.
 */
export function CommissionPayoutPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canPay = canPayCommission(user);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'payouts' ? 'payouts' : 'close';
  const period = canPay ? readPeriod(params.get('period')) : undefined;

  return (
    <div className="mx-auto max-w-6xl" data-testid="commission-payout-page">
      <PageTitle
        subtitle={t('commission.payoutPage.intro')}
        actions={
          <LinkButton to={COMMISSION_PATH} className="w-full sm:w-auto" data-testid="commission-company-link">
            {t('commission.payoutPage.toCompany')}
          </LinkButton>
        }
      >
        {t('commission.payoutPage.title')}
      </PageTitle>
      {!canPay && (
        <div className="mb-4">
          <FormMessage kind="info" testId="commission-read-only">
            {t('commission.payoutPage.readOnly')}
          </FormMessage>
        </div>
      )}
      <Tabs tabs={TABS.map((id) => ({ id, label: t(TAB_LABELS[id]) }))} value={tab} label={t('commission.payoutPage.title')} onChange={(id) => setParams(id === 'close' ? {} : { tab: id }, { replace: true })} />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'payouts' ? (
          <PayoutQueue canPay={canPay} />
        ) : period ? (
          <ClosePreviewPanel key={period} period={period} onBack={() => setParams({}, { replace: true })} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">{t('commission.close.intro')}</p>
            <ClosePeriods onReview={canPay ? (p) => setParams({ period: p }) : undefined} />
          </>
        )}
      </div>
    </div>
  );
}
