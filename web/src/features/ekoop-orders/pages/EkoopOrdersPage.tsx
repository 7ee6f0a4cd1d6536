import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { fieldClass } from '@/components/Input';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { Pager } from '@/components/Pager';
import { Tabs } from '@/components/Tabs';
import { useCurrentUser } from '@/lib/current-user';
import { useEkoopOrders } from '../api/ekoop';
import { EkoopFilters } from '../components/EkoopFilters';
import { EkoopOrderList } from '../components/EkoopOrderList';
import { PackingListView } from '../components/PackingListView';
import { EKOOP_ORDERS_PATH } from '../logic/paths';
import { changeEkoopQuery, EKOOP_TABS, ekoopListUrl, PER_PAGE, readEkoopQuery, readPacking, writeEkoopQuery, type EkoopQuery, type EkoopTab } from '../logic/query';

export const SEARCH_DELAY_MS = 400;

const link = (params: Record<string, string>) => {
  const q = new URLSearchParams(params).toString();
  return q ? `${EKOOP_ORDERS_PATH}?${q}` : EKOOP_ORDERS_PATH;
};

/**
 * /manage-orders-ekoop: the school co-ops' orders by school, class and student, filtered and searched,
 * with each class's packing list (`?pack=`) printable over the list.
 */
export function EkoopOrdersPage() {
  const [params] = useSearchParams();
  const query = readEkoopQuery(params);
  const packing = readPacking(params);
  if (packing) return <PackingListView target={packing} backTo={link(writeEkoopQuery(query))} />;
  return <OrderListScreen query={query} />;
}

function OrderListScreen({ query }: { query: EkoopQuery }) {
  const { t } = useTranslation();
  const agent = useCurrentUser().role === 'agent';
  const [, setParams] = useSearchParams();
  const { data, error, mutate } = useEkoopOrders(ekoopListUrl(query));

  const [text, setText] = useState(query.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: EkoopQuery) => setParams(writeEkoopQuery(next), { replace: true });
  const change = (patch: Partial<EkoopQuery>) => go(changeEkoopQuery(query, patch));
  const onSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams((prev) => writeEkoopQuery(changeEkoopQuery(readEkoopQuery(prev), { search: value.trim() })), { replace: true });
    }, SEARCH_DELAY_MS);
  };
  const packLink = (storeId: number, className: string) => link(writeEkoopQuery(query, { storeId, className }));
  const filtered = Boolean(query.search || query.className || query.storeId);

  return (
    <div className="mx-auto max-w-7xl" data-testid="ekoop-orders-page">
      <PageTitle subtitle={t(agent ? 'orders.ekoop.list.introAgent' : 'orders.ekoop.list.intro')}>{t('orders.ekoop.list.title')}</PageTitle>

      <Tabs label={t('orders.ekoop.tabs.label')} tabs={EKOOP_TABS.map((id) => ({ id, label: t(`orders.ekoop.tabs.${id}`) }))} value={query.status} onChange={(id) => change({ status: id as EkoopTab })} />

      <div className="mb-3">
        <label htmlFor="ekoop-search" className="sr-only">
          {t('orders.ekoop.search.label')}
        </label>
        <input id="ekoop-search" type="search" className={fieldClass} placeholder={t('orders.ekoop.search.placeholder')} value={text} onChange={(e) => onSearch(e.target.value)} data-testid="ekoop-search" />
      </div>
      <EkoopFilters query={query} classes={data?.classes ?? []} onChange={change} />

      <div role="tabpanel" id={`panel-${query.status}`} aria-labelledby={`tab-${query.status}`}>
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(page) =>
            page.rows.length === 0 ? (
              <EmptyState testId="ekoop-empty">{filtered || query.status !== 'all' ? t('orders.ekoop.list.emptySearch') : t('orders.ekoop.list.empty')}</EmptyState>
            ) : (
              <>
                <EkoopOrderList rows={page.rows} classes={page.classes} packLink={packLink} />
                <Pager summary page={page.page} perPage={page.perPage || PER_PAGE} total={page.total} onPage={(p) => go({ ...query, page: p })} />
              </>
            )
          }
        </Loaded>
      </div>
    </div>
  );
}
