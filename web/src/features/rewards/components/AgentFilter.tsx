import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentRecord } from '@/features/agents/api/agents';
import { AgentPicker } from '@/features/agents/components/AgentPicker';

/**
 * HQ's choice of whose history to read (none: everyone's), kept in the address as `agentId`. The name
 * of the agent just picked shows until their record (which names them after a reload) is in.
 */
export function AgentFilter({ agentId, onChange }: { agentId: number | undefined; onChange: (agentId: number | undefined) => void }) {
  const { t } = useTranslation();
  const record = useAgentRecord(agentId ?? null);
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const name = record.data?.name ?? (picked && picked.id === agentId ? picked.name : t('rewards.history.agentNumber', { id: agentId }));
  return (
    <div className="mb-4 max-w-md">
      <AgentPicker
        label={t('rewards.history.agent')}
        hint={t('rewards.history.agentHint')}
        value={agentId !== undefined ? { id: agentId, name } : null}
        onChange={(chosen) => {
          setPicked(chosen?.id ? { id: chosen.id, name: chosen.name } : null);
          onChange(chosen?.id ?? undefined);
        }}
        source={{ kind: 'agents' }}
        testId="history-agent"
      />
    </div>
  );
}
