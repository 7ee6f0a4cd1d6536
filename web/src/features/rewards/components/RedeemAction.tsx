import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { failureText } from '@/lib/form';
import { redeemCampaign, useRefreshRewards } from '../api/rewards';
import type { Campaign } from '../api/types';
import { winPrizePath } from '../logic/paths';
import { pointsOf } from '../logic/rewards';
import { useRewardTexts } from './use-reward-texts';

/**
 * The Redeem button of a campaign the agent stands in (`me`; nothing for HQ): enabled when they may
 * redeem, else disabled with the reason. It asks first, then redeems and opens the reward won (the
 * redemption travels in the navigation state); a refusal (409) shows the server's words in the dialog.
 */
export function RedeemAction({ campaign: c, testId = 'redeem' }: { campaign: Campaign; testId?: string }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const navigate = useNavigate();
  const refresh = useRefreshRewards();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const me = c.me;
  if (!me) return null;

  const after = Math.max(0, Math.round((pointsOf(me.balance) - pointsOf(c.pointRequired)) * 100) / 100);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const redemption = await redeemCampaign(c.id);
      void refresh();
      navigate(winPrizePath(redemption.id), { state: { redemption } });
    } catch (e) {
      setError(failureText(e));
      setBusy(false);
      // The standing changed under the agent (points spent elsewhere, the last unit gone): read it again.
      void refresh();
    }
  };

  return (
    <div className="relative z-10">
      <Button
        block
        disabled={!me.canRedeem}
        aria-describedby={me.canRedeem ? undefined : reasonId}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        data-testid={`${testId}-button`}
      >
        {t('rewards.redeem.button')}
      </Button>
      {!me.canRedeem && (
        <p id={reasonId} className="mt-1.5 text-center text-xs break-words text-slate-600" data-testid={`${testId}-refusal`} data-refusal={me.refusal}>
          {text.refusal(me.refusal, c)}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={t('rewards.redeem.confirmTitle')}
        message={
          <span data-testid="redeem-confirm-text">
            {t('rewards.redeem.confirmText', { reward: c.rewardName, points: text.points(c.pointRequired), after: text.points(after) })}
          </span>
        }
        confirmLabel={t('rewards.redeem.confirm')}
        danger={false}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (!busy) setOpen(false);
        }}
        testId="redeem-dialog"
      />
    </div>
  );
}
