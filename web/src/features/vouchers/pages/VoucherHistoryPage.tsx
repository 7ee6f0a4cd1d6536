import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/Card';
import { PageTitle } from '@/components/PageTitle';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import type { Voucher } from '../api/types';
import { useVouchers } from '../api/vouchers';
import { CopyCode } from '../components/CopyCode';
import { UsageBar } from '../components/UsageBar';
import { useVoucherTexts } from '../components/use-voucher-texts';
import { VoucherFlags, VoucherStatusBadge } from '../components/VoucherBadges';
import { VoucherNotFound } from '../components/VoucherNotFound';
import { VOUCHERS_PATH, editPath } from '../logic/paths';
import { findVoucher, parseVoucherId } from '../logic/voucher-display';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Summary({ voucher: v }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const text = useVoucherTexts();
  return (
    <Card
      title={v.voucherName}
      actions={<VoucherStatusBadge status={v.status} />}
      data-testid="voucher-summary"
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term={t('vouchers.history.code')}>
          <CopyCode code={v.Code} />
        </Fact>
        <Fact term={t('vouchers.history.discount')}>
          <span className="block font-semibold">{text.discount(v)}</span>
          <span className="block text-slate-600">{text.minPurchase(v)}</span>
        </Fact>
        <Fact term={t('vouchers.history.usage')}>
          <UsageBar voucher={v} />
        </Fact>
        <Fact term={t('vouchers.history.perAgent')}>
          <span data-testid="voucher-per-agent">{text.perAgent(v)}</span>
        </Fact>
        <Fact term={t('vouchers.history.validity')}>{text.period(v)}</Fact>
      </dl>
      <div className="mt-4">
        <VoucherFlags voucher={v} />
      </div>
    </Card>
  );
}

/**
 * /voucher/history?id=: the voucher's summary. There is no usage-history call yet, so the per-order
 * list is an empty state saying when it fills.
 */
export function VoucherHistoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseVoucherId(params.get('id'));
  const { data, error, mutate } = useVouchers();
  const voucher = findVoucher(data, id);
  return (
    <div className="mx-auto max-w-3xl" data-testid="voucher-history-page">
      <PageTitle
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton to={VOUCHERS_PATH}>{t('vouchers.backToList')}</LinkButton>
            {voucher && (
              <LinkButton variant="primary" to={editPath(voucher)} data-testid="voucher-history-edit">
                {t('vouchers.actions.edit')}
              </LinkButton>
            )}
          </div>
        }
      >
        {t('vouchers.historyTitle')}
      </PageTitle>
      {id === null ? (
        <VoucherNotFound />
      ) : (
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(list) => {
            const found = findVoucher(list, id);
            if (!found) return <VoucherNotFound />;
            return (
              <div className="space-y-4">
                <Summary voucher={found} />
                <Card title={t('vouchers.history.ordersTitle')}>
                  <div className="rounded-lg bg-slate-50 px-4 py-8 text-center" data-testid="voucher-history-empty">
                    <p className="text-sm font-semibold text-slate-800">{t('vouchers.history.emptyTitle')}</p>
                    <p className="mt-1 text-sm text-slate-600">{t('vouchers.history.emptyText')}</p>
                  </div>
                </Card>
              </div>
            );
          }}
        </Loaded>
      )}
    </div>
  );
}
