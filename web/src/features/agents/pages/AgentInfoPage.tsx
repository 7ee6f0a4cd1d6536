import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { useCompany } from '@/lib/company';
import { AgentRecordView } from '../components/AgentRecordView';
import { RecordLoader } from '../components/RecordLoader';
import { LinkButton } from '@/components/LinkButton';
import { canManageAgents } from '@/lib/access';
import { recordPath } from '../logic/access';
import { readId } from '../logic/record';

/** /agent-info[?id=]: an agent's own record (without id) or one of their downline's. */
export function AgentInfoPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? user.id : readId(raw);
  const own = id === user.id;
  return (
    <div className="mx-auto max-w-5xl" data-testid="agent-info-page">
      <PageTitle actions={<LinkButton to="/agent-family-tree">{t('agents.titles.tree')}</LinkButton>}>{own ? t('agents.titles.myInfo') : t('agents.titles.info')}</PageTitle>
      <RecordLoader id={id}>
        {(record) => (
          <AgentRecordView
            record={record}
            currency={user.company?.currency ?? company.currency}
            fromTop={canManageAgents(user)}
            hrefOf={(agentId) => recordPath(user, agentId)}
          />
        )}
      </RecordLoader>
    </div>
  );
}
