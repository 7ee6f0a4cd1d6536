import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import type { HqCampaignFigures, PointsStanding } from '../api/types';
import { isPositive } from '../logic/rewards';
import { useRewardTexts } from './use-reward-texts';

/** What a refund took beyond the balance, explained: it comes out of the next points earned. Nothing when none is owed. */
export function OwedNote({ owed, tone = 'light' }: { owed: string; tone?: 'light' | 'onColour' }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  if (!isPositive(owed)) return null;
  return (
    <div className={`rounded-lg px-3 py-2 text-sm ${tone === 'onColour' ? 'bg-white/15 text-white' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`} data-testid="points-owed">
      <p className="font-semibold">{t('rewards.balance.owed', { points: text.points(owed) })}</p>
      <p className="mt-0.5 text-xs opacity-90">{t('rewards.balance.owedHint')}</p>
    </div>
  );
}

/** The agent's points: the balance big, then earned and redeemed, and what is owed when something is. */
export function BalanceCard({ standing: s }: { standing: PointsStanding }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  return (
    <section className="rounded-2xl bg-primary p-5 text-white shadow-sm sm:p-6" aria-labelledby="points-balance-label" data-testid="points-balance-card">
      <p id="points-balance-label" className="text-sm font-medium text-white/85">
        {t('rewards.balance.title')}
      </p>
      <p className="mt-1 text-4xl font-bold break-all tabular-nums" data-testid="points-balance">
        {text.number(s.balance)}
        <span className="ml-2 text-base font-medium text-white/85">{t('rewards.balance.unit')}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-white/20 pt-4">
        <div className="min-w-0" data-testid="points-earned">
          <dt className="text-xs text-white/80">{t('rewards.balance.earned')}</dt>
          <dd className="font-semibold break-all tabular-nums">{text.number(s.earned)}</dd>
        </div>
        <div className="min-w-0" data-testid="points-redeemed">
          <dt className="text-xs text-white/80">{t('rewards.balance.redeemed')}</dt>
          <dd className="font-semibold break-all tabular-nums">{text.number(s.redeemed)}</dd>
        </div>
      </dl>
      {isPositive(s.owed) && (
        <div className="mt-4">
          <OwedNote owed={s.owed} tone="onColour" />
        </div>
      )}
    </section>
  );
}

/** HQ's overview on the same screen: campaigns by state, redemptions, rewards to hand over and the points agents hold. */
export function HqFiguresCard({ figures: f }: { figures: HqCampaignFigures }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const items = [
    ['ongoing', t('rewards.hq.ongoing'), text.number(f.ongoing)],
    ['upcoming', t('rewards.hq.upcoming'), text.number(f.upcoming)],
    ['expired', t('rewards.hq.expired'), text.number(f.expired)],
    ['redemptions', t('rewards.hq.redemptions'), text.number(f.redemptions)],
    ['toHandOver', t('rewards.hq.toHandOver'), text.number(f.toHandOver)],
    ['pointsRedeemed', t('rewards.hq.pointsRedeemed'), text.number(f.pointsRedeemed)],
    ['pointsOutstanding', t('rewards.hq.pointsOutstanding'), text.number(f.pointsOutstanding)],
  ] as const;
  return (
    <Card title={t('rewards.hq.title')} data-testid="hq-figures">
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t('rewards.hq.intro')}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([key, label, value]) => (
          <div key={key} className="min-w-0 rounded-lg bg-slate-50 p-3" data-testid={`hq-${key}`}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="mt-0.5 text-lg font-semibold break-all text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
