import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { Tabs } from '@/components/Tabs';
import { useCurrentUser } from '@/lib/current-user';
import { ClosePeriods } from '../components/ClosePeriods';
import { ClosePreviewPanel } from '../components/ClosePreviewPanel';
import { CompanyMoneyPanel } from '../components/CompanyMoneyPanel';
import { PayoutQueue } from '../components/PayoutQueue';
import { PlanSettings } from '../components/PlanSettings';
import { COMMISSION_PATH } from '../logic/paths';
import { readPeriod } from '../logic/period';
import { canPayCommission } from '../logic/viewer';

const TABS = ['close', 'payouts', 'money', 'settings'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { close: 'commission.close.tab', payouts: 'commission.queue.tab', money: 'commission.money.tab', settings: 'commission.settings.tab' };

const readTab = (raw: string | null): Tab => (TABS as readonly (string | null)[]).includes(raw) ? (raw as Tab) : 'close';

/**
 * /commission-payout[?tab=payouts&status=|money|settings][?period=] (the HQ side): closing a month into
 * statements, after its preview; the payout queue (paid by hand or through Billplz); the company's money
 * (the Billplz credit and its top-ups); the plan's settings; a link to the company commission. Staff read
 * them all; HQ alone closes, acts on payouts, tops up and saves (the API answers staff 403), so staff see
 * neither the previews nor the actions.
 */
export function CommissionPayoutPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canPay = canPayCommission(user);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
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
        ) : tab === 'money' ? (
          <CompanyMoneyPanel canPay={canPay} />
        ) : tab === 'settings' ? (
          <PlanSettings canPay={canPay} />
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
