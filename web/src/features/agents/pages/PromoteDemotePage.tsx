import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { PER_PAGE, useAgentRecord } from '../api/agents';
import { isAgentKey, usePromoteList } from '../api/promote';
import { ActionDialog, type DialogAgent } from '../components/ActionDialog';
import { SearchBox, StatusSelect } from '../components/AgentFilters';
import { AgentList } from '../components/AgentList';
import { Pager } from '@/components/Pager';
import { SummaryCards } from '../components/SummaryCards';
import { TierSelect } from '../components/TierSelect';
import { Empty } from '../components/ui';
import { LinkButton } from '@/components/LinkButton';
import { hasFilters, readFilters, withFilter, writeFilters, type AgentFilters } from '../logic/filters';
import { ACTIONS, type Action } from '../logic/promote';
import { readId } from '../logic/record';

/** /promote-demote (HQ side with "promote/demote/suspend"): summary, the agents, and one dialog per agent. */
export function PromoteDemotePage() {
  const { t } = useTranslation();
  const { mutate: mutateAll } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, error, mutate } = usePromoteList(filters);
  const [saved, setSaved] = useState<string | null>(null);
  const openId = readId(params.get('open'));
  const actionParam = params.get('action');
  const initialAction = (ACTIONS as readonly string[]).includes(actionParam ?? '') ? (actionParam as Action) : undefined;
  const listed = data?.items.find((a) => a.id === openId);
  const { data: record } = useAgentRecord(openId !== null && data && !listed ? openId : null);
  const dialogAgent: DialogAgent | undefined = listed ?? record;

  const paramsText = params.toString();
  const onChange = useCallback(
    (patch: Partial<AgentFilters>, replace = false) => {
      setParams(writeFilters(withFilter(readFilters(new URLSearchParams(paramsText)), patch)), { replace });
    },
    [paramsText, setParams],
  );
  const setOpen = (id: number | null) => {
    const current = readFilters(params);
    setParams(writeFilters(current, id === null ? {} : { open: String(id) }), { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl" data-testid="promote-page">
      <PageTitle subtitle={t('agents.promote.intro')} actions={<LinkButton to="/agent-database">{t('agents.titles.database')}</LinkButton>}>
        {t('agents.titles.promote')}
      </PageTitle>
      <SummaryCards />
      {saved && (
        <div className="mb-3">
          <FormMessage kind="success" testId="promote-saved">{saved}</FormMessage>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3" data-testid="promote-filters">
        <SearchBox value={filters.search} onChange={onChange} label={t('agents.list.search')} hint={t('agents.list.searchHint')} />
        <TierSelect placeholder={t('agents.list.allTiers')} value={filters.tierId} onChange={(e) => onChange({ tierId: e.target.value })} data-testid="filter-tier" />
        <StatusSelect value={filters.status} onChange={(status) => onChange({ status })} />
      </div>
      <div className="mt-4">
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(page) =>
            page.items.length === 0 ? (
              <Empty>{hasFilters(filters) ? t('agents.list.noMatch') : t('agents.list.empty')}</Empty>
            ) : (
              <>
                <AgentList
                  items={page.items}
                  hrefOf={(a) => `/agent-details?id=${a.id}`}
                  actions={(a) => (
                    <Button
                      variant="secondary"
                      className="w-full md:w-auto"
                      onClick={() => {
                        setSaved(null);
                        setOpen(a.id);
                      }}
                      aria-label={t('agents.promote.actionsFor', { name: a.name })}
                      data-testid="agent-actions"
                    >
                      {t('agents.promote.actions')}
                    </Button>
                  )}
                />
                <Pager summary page={page.page || filters.page} perPage={page.perPage || PER_PAGE} total={page.total} onPage={(p) => onChange({ page: p })} />
              </>
            )
          }
        </Loaded>
      </div>
      {dialogAgent && (
        <ActionDialog
          key={dialogAgent.id}
          agent={dialogAgent}
          initialAction={initialAction}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setSaved(message);
            setOpen(null);
            void mutateAll(isAgentKey);
          }}
        />
      )}
    </div>
  );
}
