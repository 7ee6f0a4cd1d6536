import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { useCompany } from '@/lib/company';
import { activateAgent } from '../api/agents';
import { AgentRecordView } from '../components/AgentRecordView';
import { HistoryList } from '../components/HistoryList';
import { RecordLoader } from '../components/RecordLoader';
import { LinkButton } from '@/components/LinkButton';
import { canManageAgents } from '@/lib/access';
import { readId } from '../logic/record';

/** /agent-details?id= (HQ side): the record, with activate, promote/demote and the history of changes. */
export function AgentDetailsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const [params] = useSearchParams();
  const location = useLocation();
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;
  const id = readId(params.get('id'));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(registered ? { kind: 'success', text: t('agents.hqRegister.done') } : null);
  const manage = canManageAgents(user);

  return (
    <div className="mx-auto max-w-5xl" data-testid="agent-details-page">
      <PageTitle actions={<LinkButton to="/agent-database">{t('agents.titles.database')}</LinkButton>}>{t('agents.titles.details')}</PageTitle>
      {message && (
        <div className="mb-4">
          <FormMessage kind={message.kind} testId={`details-${message.kind}`}>{message.text}</FormMessage>
        </div>
      )}
      <RecordLoader id={id}>
        {(record, mutate) => (
          <>
            <AgentRecordView
              record={record}
              currency={currency}
              fromTop
              hrefOf={(agentId) => `/agent-details?id=${agentId}`}
              actions={
                manage && (
                  <>
                    {record.status === 'new' && (
                      <Button
                        loading={busy}
                        data-testid="activate"
                        onClick={async () => {
                          setBusy(true);
                          setMessage(null);
                          try {
                            await mutate(await activateAgent(record.id), { revalidate: false });
                            setMessage({ kind: 'success', text: t('agents.record.activated') });
                          } catch (err) {
                            setMessage({ kind: 'error', text: err instanceof Error && err.message ? err.message : t('errors.generic') });
                          } finally {
                            setBusy(false);
                          }
                        }}
                      >
                        {t('agents.record.activate')}
                      </Button>
                    )}
                    <LinkButton to={`/promote-demote?search=${encodeURIComponent(record.username)}&open=${record.id}`} variant="primary" data-testid="promote-link">
                      {t('agents.record.promoteDemote')}
                    </LinkButton>
                  </>
                )
              }
            />
            {manage && (
              <div className="mt-4">
                <HistoryList agentId={record.id} />
              </div>
            )}
          </>
        )}
      </RecordLoader>
    </div>
  );
}
