import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import type { CampaignState, RedemptionStatus } from '../api/types';

const STATE_TONES: Record<CampaignState, Tone> = { ongoing: 'success', upcoming: 'info', expired: 'neutral' };
const REDEMPTION_TONES: Record<RedemptionStatus, Tone> = { issued: 'info', to_hand_over: 'warning', handed_over: 'success' };

export function CampaignStateBadge({ state }: { state: CampaignState }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={state} tone={STATE_TONES[state] ?? 'neutral'} testId="campaign-state">
      {t(`campaigns.state.${state}`)}
    </StatusBadge>
  );
}

export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} tone={REDEMPTION_TONES[status] ?? 'neutral'} testId="redemption-status">
      {t(`campaigns.redemptionStatus.${status}`)}
    </StatusBadge>
  );
}
