import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { Loaded } from '@/components/Loaded';
import { PER_PAGE, useAgentList } from '../api/agents';
import { AgentFilters } from '../components/AgentFilters';
import { AgentList } from '../components/AgentList';
import { ExportButtons } from '../components/ExportButtons';
import { Pager } from '@/components/Pager';
import { Empty } from '../components/ui';
import { LinkButton } from '@/components/LinkButton';
import { canRegisterAgents } from '@/lib/access';
import { hasFilters, readFilters, withFilter, writeFilters, type AgentFilters as Filters } from '../logic/filters';

/** /agent-database (HQ side): every agent, filtered in the address, 20 a page, exportable. */
export function AgentDatabasePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, error, mutate } = useAgentList(filters);

  const paramsText = params.toString();
  const onChange = useCallback(
    (patch: Partial<Filters>, replace = false) => {
      setParams(writeFilters(withFilter(readFilters(new URLSearchParams(paramsText)), patch)), { replace });
    },
    [paramsText, setParams],
  );

  return (
    <div className="mx-auto max-w-6xl" data-testid="agent-database-page">
      <PageTitle
        subtitle={t('agents.list.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton to="/agent-family-tree">{t('agents.titles.tree')}</LinkButton>
            <LinkButton to="/promote-demote">{t('agents.titles.promote')}</LinkButton>
            {canRegisterAgents(user) && (
              <LinkButton to="/agent-registration" variant="primary" data-testid="register-link">
                {t('agents.list.register')}
              </LinkButton>
            )}
          </div>
        }
      >
        {t('agents.titles.database')}
      </PageTitle>
      <AgentFilters filters={filters} onChange={onChange} />
      <div className="mt-3">
        <ExportButtons filters={filters} />
      </div>
      <div className="mt-4">
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(page) =>
            page.items.length === 0 ? (
              <Empty>{hasFilters(filters) ? t('agents.list.noMatch') : t('agents.list.empty')}</Empty>
            ) : (
              <>
                <AgentList items={page.items} hrefOf={(a) => `/agent-details?id=${a.id}`} />
                <Pager summary page={page.page || filters.page} perPage={page.perPage || PER_PAGE} total={page.total} onPage={(p) => onChange({ page: p })} />
              </>
            )
          }
        </Loaded>
      </div>
    </div>
  );
}
