import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { ApiError } from '@/lib/api';
import { Loaded } from '@/components/Loaded';
import { useAgentRecord } from '../api/agents';
import type { AgentRecord } from '../api/types';
import { Empty } from './ui';

/** Loads one agent's record; "Data not found" for a missing id or a 404 (not there, or not the viewer's downline). */
export function RecordLoader({ id, children }: { id: number | null; children: (record: AgentRecord, mutate: KeyedMutator<AgentRecord>) => ReactNode }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useAgentRecord(id);
  if (id === null || (error instanceof ApiError && error.status === 404 && !data)) return <Empty testId="record-not-found">{t('agents.record.notFound')}</Empty>;
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(record) => children(record, mutate)}
    </Loaded>
  );
}
