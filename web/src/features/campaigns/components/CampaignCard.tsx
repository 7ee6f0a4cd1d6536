import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { LinkButton } from '@/components/LinkButton';
import { formatDate, formatMoney } from '@/lib/format';
import { useCompany } from '@/lib/company';
import type { Campaign } from '../api/types';
import { formatPoints, frequencyKey } from '../logic/display';
import { editCampaignPath } from '../logic/paths';
import { CampaignStateBadge } from './CampaignStateBadge';

/** The reward in words with its type's details ("Voucher · RM 10.00 off"). */
export function useRewardText() {
  const { t } = useTranslation();
  const { currency } = useCompany();
  return (c: Campaign): string => {
    switch (c.rewardType) {
      case 'product':
        return c.productName ? t('campaigns.card.productDetail', { name: c.productName, count: c.rewardQuantity || 1 }) : '';
      case 'voucher':
        return c.voucherKind === 'percent'
          ? t('campaigns.card.voucherPercent', { value: formatPoints(c.voucherDiscount) })
          : t('campaigns.card.voucherAmount', { value: formatMoney(c.voucherDiscount, currency) });
      case 'cash':
        return formatMoney(c.cashAmount, currency);
      default:
        return '';
    }
  };
}

/** One campaign as a card: banner, title, reward, points, dates, quota, limits and tiers, with edit and delete. */
export function CampaignCard({ campaign: c, tierNames, onDelete }: { campaign: Campaign; tierNames: Map<number, string>; onDelete: (c: Campaign) => void }) {
  const { t, i18n } = useTranslation();
  const rewardDetail = useRewardText()(c);
  const tiers = c.tierIds.length === 0 ? t('campaigns.card.everyTier') : c.tierIds.map((id) => tierNames.get(id) ?? t('campaigns.card.tierNo', { id })).join(', ');
  const quota =
    c.maxRedeem == null ? t('campaigns.card.redeemedNoLimit', { count: c.redeemed }) : t('campaigns.card.redeemedOf', { count: c.redeemed, max: c.maxRedeem });
  const perAgent =
    c.perAgentLimit == null ? t('campaigns.card.perAgentNone') : t('campaigns.card.perAgent', { count: c.perAgentLimit, period: t(`campaigns.frequency.${frequencyKey(c.rewardFrequency)}`) });
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="campaign-card">
      <div className="flex aspect-[2/1] items-center justify-center bg-slate-100">
        {c.thumbUrl || c.imageUrl ? (
          <img src={c.thumbUrl ?? c.imageUrl ?? ''} alt="" loading="lazy" className="h-full w-full object-cover" data-testid="campaign-thumb" />
        ) : (
          <span aria-hidden="true" className="text-4xl">
            🎁
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-slate-900" data-testid="campaign-title">
            {c.gameTitle}
          </h2>
          <CampaignStateBadge state={c.state} />
        </div>
        <p className="mt-1 text-sm break-words text-slate-700" data-testid="campaign-reward">
          <span className="font-medium text-primary">{t(`campaigns.rewardType.${c.rewardType}`)}</span>
          {' · '}
          {c.rewardName}
          {rewardDetail && <span className="block text-xs text-slate-500">{rewardDetail}</span>}
        </p>
        <dl className="mt-3 mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('campaigns.card.points')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="campaign-points">
            {formatPoints(c.pointRequired)}
          </dd>
          <dt className="text-slate-500">{t('campaigns.card.dates')}</dt>
          <dd className="text-slate-700" data-testid="campaign-dates">
            {t('campaigns.card.dateRange', { start: formatDate(c.startDate, i18n.language), end: formatDate(c.endDate, i18n.language) })}
          </dd>
          <dt className="text-slate-500">{t('campaigns.card.quota')}</dt>
          <dd className="text-slate-700" data-testid="campaign-quota">
            {quota}
          </dd>
          <dt className="text-slate-500">{t('campaigns.card.limit')}</dt>
          <dd className="text-slate-700" data-testid="campaign-per-agent">
            {perAgent}
          </dd>
          <dt className="text-slate-500">{t('campaigns.card.tiers')}</dt>
          <dd className="break-words text-slate-700" data-testid="campaign-tiers">
            {tiers}
          </dd>
          {c.previousTitle && (
            <>
              <dt className="text-slate-500">{t('campaigns.card.previous')}</dt>
              <dd className="break-words text-slate-700">{c.previousTitle}</dd>
            </>
          )}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <LinkButton variant="secondary" to={editCampaignPath(c)} aria-label={`${t('campaigns.edit')}: ${c.gameTitle}`} data-testid="campaign-edit">
            {t('campaigns.edit')}
          </LinkButton>
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(c)} aria-label={`${t('campaigns.delete.action')}: ${c.gameTitle}`} data-testid="campaign-delete">
            {t('campaigns.delete.action')}
          </Button>
        </div>
      </div>
    </li>
  );
}
