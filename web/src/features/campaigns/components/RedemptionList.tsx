import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { formatDateTime } from '@/lib/format';
import type { Redemption } from '../api/types';
import { formatPoints } from '../logic/display';
import { RedemptionStatusBadge } from './CampaignStateBadge';

interface Props {
  items: Redemption[];
  busyId: number | null;
  onHandOver: (r: Redemption) => void;
}

/** Redemptions: cards on phones, a table from md up; rewards waiting for HQ can be marked handed over. */
export function RedemptionList({ items, busyId, onHandOver }: Props) {
  const { t, i18n } = useTranslation();
  const when = (r: Redemption) => formatDateTime(r.createdAt, i18n.language);
  const agent = (r: Redemption) => (
    <>
      <span className="block font-medium break-words text-slate-900">{r.agentName}</span>
      {r.agentUsername && <span className="block text-xs break-words text-slate-500">{r.agentUsername}</span>}
    </>
  );
  const reward = (r: Redemption) => (
    <>
      <span className="block break-words text-slate-900">{r.rewardName}</span>
      <span className="block text-xs text-slate-500">{t(`campaigns.rewardType.${r.rewardType}`, { defaultValue: r.rewardType })}</span>
    </>
  );
  const voucher = (r: Redemption): ReactNode =>
    r.voucherCode ? (
      <span className="block">
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold break-all text-slate-800" data-testid="redemption-voucher">
          {r.voucherCode}
        </code>
        {r.voucherValidUntil && <span className="mt-0.5 block text-xs text-slate-500">{t('campaigns.history.validUntil', { date: formatDateTime(r.voucherValidUntil, i18n.language) })}</span>}
      </span>
    ) : null;
  const handedOver = (r: Redemption) =>
    r.status === 'handed_over' && r.handedOverAt ? <span className="mt-0.5 block text-xs text-slate-500">{formatDateTime(r.handedOverAt, i18n.language)}</span> : null;
  const action = (r: Redemption) =>
    r.status === 'to_hand_over' ? (
      <Button variant="secondary" loading={busyId === r.id} onClick={() => onHandOver(r)} aria-label={`${t('campaigns.history.handOver')}: ${r.rewardName}, ${r.agentName}`} data-testid="redemption-hand-over">
        {t('campaigns.history.handOver')}
      </Button>
    ) : null;

  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="redemption-cards">
        {items.map((r) => (
          <li key={r.id} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="redemption-card">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">{agent(r)}</div>
              <RedemptionStatusBadge status={r.status} />
            </div>
            <p className="mt-2 text-sm break-words text-slate-700">{r.campaignTitle}</p>
            <div className="mt-1 text-sm">{reward(r)}</div>
            <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-sm text-slate-600">
              <span>{when(r)}</span>
              <span className="font-semibold text-slate-900">{t('campaigns.history.pointsValue', { points: formatPoints(r.points) })}</span>
            </p>
            {handedOver(r)}
            {r.voucherCode && <div className="mt-2">{voucher(r)}</div>}
            {r.status === 'to_hand_over' && <div className="mt-3 border-t border-slate-100 pt-3">{action(r)}</div>}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm" data-testid="redemption-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('campaigns.history.date')}</th>
              <th scope="col" className="py-3 pr-3">{t('campaigns.history.agent')}</th>
              <th scope="col" className="py-3 pr-3">{t('campaigns.history.campaign')}</th>
              <th scope="col" className="py-3 pr-3">{t('campaigns.history.reward')}</th>
              <th scope="col" className="py-3 pr-3 text-right">{t('campaigns.history.points')}</th>
              <th scope="col" className="py-3 pr-3">{t('campaigns.history.status')}</th>
              <th scope="col" className="py-3 pr-4">
                <span className="sr-only">{t('campaigns.history.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((r) => (
              <tr key={r.id} className="align-top" data-testid="redemption-row">
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{when(r)}</td>
                <td className="py-3 pr-3">{agent(r)}</td>
                <td className="py-3 pr-3 break-words text-slate-700">{r.campaignTitle}</td>
                <td className="py-3 pr-3">
                  {reward(r)}
                  {voucher(r)}
                </td>
                <td className="py-3 pr-3 text-right font-semibold whitespace-nowrap text-slate-900">{formatPoints(r.points)}</td>
                <td className="py-3 pr-3">
                  <RedemptionStatusBadge status={r.status} />
                  {handedOver(r)}
                </td>
                <td className="py-3 pr-4">{action(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
