import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import type { AgentStatus } from '../api/types';

const TONES: Record<AgentStatus, Tone> = { new: 'info', active: 'success', inactive: 'warning', suspended: 'danger' };

/** An agent's status: new, active, inactive or suspended. */
export function AgentStatusBadge({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} tone={TONES[status] ?? 'warning'} testId="agent-status" className="shrink-0">
      {t(`agents.status.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}
