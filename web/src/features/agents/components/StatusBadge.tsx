import { useTranslation } from 'react-i18next';
import type { AgentStatus } from '../api/types';

const TONES: Record<AgentStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  inactive: 'bg-amber-50 text-amber-800 ring-amber-200',
  suspended: 'bg-red-50 text-red-800 ring-red-200',
};

/** An agent's status: new, active, inactive or suspended. */
export function StatusBadge({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status] ?? TONES.inactive}`}
      data-testid="agent-status"
      data-status={status}
    >
      {t(`agents.status.${status}`, { defaultValue: status })}
    </span>
  );
}
