import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { Icon } from '@/components/Icon';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { canAccess, isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { RECENT_REDEMPTIONS, useRedemptions } from '../api/rewards';
import type { Redemption } from '../api/types';
import { BackLink } from '../components/BackLink';
import { NotFound } from '../components/NotFound';
import { Pending } from '../components/Pending';
import { RedemptionStatusBadge } from '../components/RedemptionStatusBadge';
import { BlockSkeleton, RowsSkeleton } from '../components/Skeletons';
import { useRewardTexts } from '../components/use-reward-texts';
import { VoucherCode } from '../components/VoucherCode';
import { readPositive, REDEEMED_PATH, REWARDS_PATH, SHOP_PATH, winPrizePath } from '../logic/paths';
import { isVoucher } from '../logic/rewards';

/** The redemption the redeem handed over in the navigation state, when it is the one the address names. */
function fromState(state: unknown, id: number | null): Redemption | null {
  const r = (state as { redemption?: unknown } | null)?.redemption;
  if (!r || typeof r !== 'object' || typeof (r as Redemption).id !== 'number') return null;
  return (r as Redemption).id === id ? (r as Redemption) : null;
}

/** Small confetti around the gift, decoration only. */
const CONFETTI = [
  'left-[12%] top-6 h-2 w-2 rounded-full bg-amber-400',
  'left-[22%] top-16 h-1.5 w-3 rotate-45 rounded-sm bg-primary/60',
  'left-[8%] top-28 h-2.5 w-1.5 -rotate-12 rounded-sm bg-sky-400',
  'right-[12%] top-8 h-2 w-3 -rotate-45 rounded-sm bg-emerald-400',
  'right-[22%] top-20 h-2 w-2 rounded-full bg-primary/50',
  'right-[9%] top-32 h-1.5 w-1.5 rounded-full bg-rose-400',
];

function Row({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2" data-testid={testId}>
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The reward won: what it is, from which campaign, the points spent; a voucher's code to copy, or how HQ hands it over. */
function Prize({ redemption: r }: { redemption: Redemption }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const user = useCurrentUser();
  const voucher = isVoucher(r) && Boolean(r.voucherCode);
  return (
    <div className="space-y-4">
      <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" aria-labelledby="prize-title" data-testid="prize" data-status={r.status}>
        <div className="relative bg-gradient-to-b from-primary/15 via-amber-50 to-white px-4 pt-8 pb-6 text-center">
          {CONFETTI.map((c) => (
            <span key={c} aria-hidden="true" className={`absolute motion-safe:animate-pulse ${c}`} />
          ))}
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-primary text-white shadow-md ring-4 ring-white">
            <Icon name="gift" className="h-8 w-8" />
          </span>
          <p className="mt-4 text-sm font-semibold tracking-wide text-primary uppercase">{isHqSide(user) ? t('rewards.prize.redeemedBy', { name: r.agentName }) : t('rewards.prize.congrats')}</p>
          <h2 id="prize-title" className="mt-1 text-2xl font-bold break-words text-slate-900" data-testid="prize-reward">
            {r.rewardName}
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600" data-testid="prize-campaign">
            {t('rewards.prize.from', { campaign: r.campaignTitle })}
          </p>
        </div>
        <div className="space-y-4 px-4 pb-5 sm:px-6">
          {voucher && r.voucherCode && (
            <div className="rounded-xl bg-slate-50 p-4 text-center ring-1 ring-slate-200" data-testid="prize-voucher">
              <p className="mb-2 text-sm font-medium text-slate-700">{t('rewards.voucher.yourCode')}</p>
              <VoucherCode code={r.voucherCode} />
              {r.voucherValidUntil && (
                <p className="mt-2 text-sm text-slate-700" data-testid="prize-valid-until">
                  {t('rewards.voucher.validUntil', { date: text.date(r.voucherValidUntil) })}
                </p>
              )}
              <p className="mt-1 text-xs text-slate-500">{t('rewards.voucher.howTo')}</p>
              {canAccess(user, 'shop') && (
                <LinkButton variant="primary" className="mt-4 w-full sm:w-auto" to={SHOP_PATH} data-testid="prize-shop">
                  {t('rewards.voucher.shop')}
                </LinkButton>
              )}
            </div>
          )}
          {!voucher && (
            <FormMessage kind={r.status === 'handed_over' ? 'success' : 'info'} testId="prize-hand-over">
              {r.status === 'handed_over'
                ? r.handedOverAt
                  ? t('rewards.prize.handedOverOn', { date: text.date(r.handedOverAt) })
                  : t('rewards.prize.handedOver')
                : t('rewards.prize.hqWillHandOver')}
            </FormMessage>
          )}
          <dl className="divide-y divide-slate-100">
            <Row term={t('rewards.prize.points')} testId="prize-points">
              {text.points(r.points)}
            </Row>
            <Row term={t('rewards.prize.date')} testId="prize-date">
              {text.dateTime(r.createdAt)}
            </Row>
            <Row term={t('rewards.prize.status')} testId="prize-status">
              <RedemptionStatusBadge status={r.status} />
            </Row>
          </dl>
        </div>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <LinkButton to={REDEEMED_PATH} data-testid="prize-redeemed">
          {t('rewards.home.redeemed')}
        </LinkButton>
        <LinkButton to={REWARDS_PATH} data-testid="prize-rewards">
          {t('rewards.backToRewards')}
        </LinkButton>
      </div>
    </div>
  );
}

/** A reward named by id and not handed over in the navigation state (a reload, a link): found among the latest redemptions. */
function FoundPrize({ id }: { id: number }) {
  const { t } = useTranslation();
  const recent = useRedemptions(1, undefined, RECENT_REDEMPTIONS);
  const notFound = <NotFound title={t('rewards.prize.notFoundTitle')} text={t('rewards.prize.notFoundText')} testId="prize-not-found" />;
  return (
    <Pending data={recent.data} error={recent.error} retry={() => void recent.mutate()} skeleton={<BlockSkeleton testId="prize-loading" tall />} notFound={notFound}>
      {(page) => {
        const found = page.items.find((r) => r.id === id);
        return found ? <Prize redemption={found} /> : notFound;
      }}
    </Pending>
  );
}

/** Without an id: the latest rewards won, each a link to its page. */
function Latest() {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const recent = useRedemptions(1, undefined, 10);
  return (
    <Pending data={recent.data} error={recent.error} retry={() => void recent.mutate()} skeleton={<RowsSkeleton count={3} />}>
      {(page) =>
        page.items.length === 0 ? (
          <div className="space-y-3">
            <EmptyState testId="prize-none">{t('rewards.prize.none')}</EmptyState>
            <LinkButton variant="primary" to={REWARDS_PATH}>
              {t('rewards.backToRewards')}
            </LinkButton>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="prize-latest">
            {page.items.map((r) => (
              <li key={r.id}>
                <Link to={winPrizePath(r.id)} className="flex min-h-14 items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50" data-testid="prize-latest-item">
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-slate-900">{r.rewardName}</span>
                    <span className="block text-xs break-words text-slate-500">
                      {r.campaignTitle} · {text.date(r.createdAt)}
                    </span>
                  </span>
                  <RedemptionStatusBadge status={r.status} />
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </Pending>
  );
}

/**
 * /campaign/win-prize?id=: the reward just won (handed over in the navigation state by the redeem) or
 * any redemption of the agent's by id (found among the latest). Without an id, the latest rewards won.
 */
export function WinPrizePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const raw = params.get('id');
  const id = readPositive(raw);
  const given = fromState(location.state, id);
  return (
    <div className="mx-auto max-w-xl" data-testid="win-prize-page">
      <BackLink to={REWARDS_PATH}>{t('rewards.backToRewards')}</BackLink>
      <PageTitle>{raw === null ? t('rewards.prize.latestTitle') : t('rewards.prize.title')}</PageTitle>
      {raw === null ? (
        <Latest />
      ) : id === null ? (
        <NotFound title={t('rewards.prize.notFoundTitle')} text={t('rewards.prize.notFoundText')} testId="prize-not-found" />
      ) : given ? (
        <Prize redemption={given} />
      ) : (
        <FoundPrize id={id} />
      )}
    </div>
  );
}
