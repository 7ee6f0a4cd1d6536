import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { Icon, type IconName } from '@/components/Icon';
import { Input } from '@/components/Input';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { Pager } from '@/components/Pager';
import { Tabs } from '@/components/Tabs';
import { isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { useDebounced } from '@/lib/use-debounced';
import { refreshProgram, STORES_PER_PAGE, useHqStores, useStoreAccount } from '../api/stores';
import type { AgentStore, HqStore, ReviewDecision, StoreProgram } from '../api/types';
import { HqProgramNav } from '../components/Navs';
import { HqStoreList } from '../components/HqStoreList';
import { ReviewDialog } from '../components/ReviewDialog';
import { NoStore, NotOffered } from '../components/StateCards';
import { StoreLinkCard } from '../components/StoreLinkCard';
import { StoreStatusBadge } from '../components/StoreStatusBadge';
import { useStoreTexts } from '../components/use-store-texts';
import { BANNERS_PATH, programPath, readPage, readStatusTab, routeTitleKey, STATUS_TABS, type StatusTab } from '../logic/programs';

/**
 * /go-affiliate|ejen-store|e-koop/account. An agent sees their store: its status (with HQ's note when it
 * was rejected or suspended), its public link to share, and the way to its set-up, summary and banners.
 * HQ (and staff who administer agents) lists the program's stores and approves, rejects, suspends or
 * reinstates them.
 */
export function AccountPage({ program }: { program: StoreProgram }) {
  const user = useCurrentUser();
  return isHqSide(user) ? <HqStores program={program} /> : <AgentAccount program={program} />;
}

function AgentAccount({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  const account = useStoreAccount(program);
  const joined = (useLocation().state as { joined?: boolean } | null)?.joined === true;
  return (
    <div className="mx-auto max-w-3xl min-w-0 space-y-4" data-testid="store-account-page">
      <PageTitle>{t(routeTitleKey(program, 'account'))}</PageTitle>
      <Loaded data={account.data} error={account.error} retry={() => void account.mutate()}>
        {(a) =>
          a.store ? (
            <>
              {joined && <FormMessage kind="success" testId="store-joined">{t(a.store.status === 'active' ? 'stores.account.joinedActive' : 'stores.account.joinedPending')}</FormMessage>}
              {!a.offered && <FormMessage kind="info" testId="store-program-paused">{t('stores.account.paused')}</FormMessage>}
              <StatusCard store={a.store} program={program} />
              <StoreLinkCard store={a.store} />
              <StoreLinks program={program} />
              <StoreDetails store={a.store} />
            </>
          ) : a.offered ? (
            <NoStore program={program} />
          ) : (
            <NotOffered program={program} />
          )
        }
      </Loaded>
    </div>
  );
}

function StatusCard({ store, program }: { store: AgentStore; program: StoreProgram }) {
  const { t } = useTranslation();
  const text = useStoreTexts();
  const noted = (store.status === 'rejected' || store.status === 'suspended') && store.reviewNote;
  return (
    <Card data-testid="store-status-card">
      <div className="flex items-start gap-3">
        {store.logoUrl ? (
          <img src={store.logoUrl} alt="" className="h-14 w-14 shrink-0 rounded-lg object-cover ring-1 ring-slate-200" />
        ) : (
          <span aria-hidden="true" className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-lg text-lg font-bold text-white" style={{ backgroundColor: store.primaryColor ?? 'var(--rk-primary)' }}>
            {store.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold break-words text-slate-900" data-testid="store-name">{store.name}</h2>
          {store.tagline && <p className="text-sm break-words text-slate-600">{store.tagline}</p>}
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StoreStatusBadge status={store.status} />
            <span className="text-xs text-slate-500">{store.approvedAt ? t('stores.account.openSince', { date: text.day(store.approvedAt) }) : t('stores.account.createdOn', { date: text.day(store.createdAt) })}</span>
          </div>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700" data-testid="store-status-text">
        {t(`stores.account.statusText.${store.status}`)}
      </p>
      {noted && (
        <div className="mt-3 rounded-lg bg-red-50 p-3 ring-1 ring-red-200" data-testid="store-review-note">
          <p className="text-xs font-semibold text-red-800">{t('stores.account.hqNote')}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-red-900">{store.reviewNote}</p>
        </div>
      )}
      {store.status === 'rejected' && (
        <Link to={programPath(program, 'setup')} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline" data-testid="store-fix-link">
          {t('stores.account.fix')}
        </Link>
      )}
    </Card>
  );
}

function StoreLinks({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  const links: { to: string; label: string; hint: string; icon: IconName; testId: string }[] = [
    { to: programPath(program, 'setup'), label: t('stores.account.links.setup'), hint: t('stores.account.links.setupHint'), icon: 'store', testId: 'store-setup-link' },
    { to: programPath(program, 'store-summary'), label: t('stores.account.links.summary'), hint: t('stores.account.links.summaryHint'), icon: 'chart', testId: 'store-summary-link' },
  ];
  if (program === 'ekoop') links.push({ to: BANNERS_PATH, label: t('stores.account.links.banners'), hint: t('stores.account.links.bannersHint'), icon: 'flag', testId: 'store-banners-link' });
  return (
    <nav aria-label={t('stores.account.links.label')}>
      <ul className={`grid gap-3 ${links.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="flex min-h-11 items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-primary" data-testid={l.testId}>
              <span className="mt-0.5 text-primary">
                <Icon name={l.icon} />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{l.label}</span>
                <span className="block text-xs text-slate-600">{l.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StoreDetails({ store }: { store: AgentStore }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('stores.form.contactPhone'), store.contactPhone],
    [t('stores.form.whatsapp'), store.whatsapp],
    [t('stores.form.contactEmail'), store.contactEmail],
    [t('stores.form.schoolName'), store.schoolName],
    [t('stores.form.schoolAddress'), store.schoolAddress],
    [t('stores.form.pickupHours'), store.pickupHours],
  ];
  const shown = rows.filter(([, v]) => v);
  if (shown.length === 0) return null;
  return (
    <Card title={t('stores.account.details')} data-testid="store-details">
      <dl className="grid gap-3 sm:grid-cols-2">
        {shown.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm break-words whitespace-pre-wrap text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

type Notice = { kind: 'success' | 'error'; text: string } | null;

function HqStores({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const tab = readStatusTab(params.get('status'));
  const page = readPage(params.get('page'));
  const urlSearch = (params.get('search') ?? '').trim();
  const [search, setSearch] = useState(urlSearch);
  const settled = useDebounced(search.trim(), 350);
  const list = useHqStores(program, { status: tab === 'all' ? undefined : tab, search: urlSearch, page });
  const [deciding, setDeciding] = useState<{ store: HqStore; decision: ReviewDecision } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  // The search box writes the address once the typing has settled, back on the first page.
  useEffect(() => {
    if (settled === urlSearch) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (settled) next.set('search', settled);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [settled, urlSearch, setParams]);

  /** Another tab goes back to the first page; paging keeps the tab and the search. */
  const go = (change: { tab?: StatusTab; page?: number }) => {
    const next = new URLSearchParams();
    const status = change.tab ?? tab;
    const p = change.page ?? 1;
    if (status !== 'all') next.set('status', status);
    if (urlSearch) next.set('search', urlSearch);
    if (p > 1) next.set('page', String(p));
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-6xl min-w-0" data-testid="hq-stores-page">
      <PageTitle subtitle={t('stores.hq.list.intro')}>{t('stores.hq.title.stores', { program: t(`stores.program.${program}.hqName`) })}</PageTitle>
      <HqProgramNav program={program} section="account" />
      <Tabs label={t('stores.hq.list.tabsLabel')} tabs={STATUS_TABS.map((id) => ({ id, label: t(`stores.hq.list.tabs.${id}`) }))} value={tab} onChange={(id) => go({ tab: readStatusTab(id) })} />
      <div className="mb-4 max-w-md">
        <Input type="search" label={t('stores.hq.list.search')} placeholder={t('stores.hq.list.searchHint')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="hq-store-search" />
      </div>
      {notice && (
        <div className="mb-3">
          <FormMessage kind={notice.kind} testId={`hq-store-notice-${notice.kind}`}>
            {notice.text}
          </FormMessage>
        </div>
      )}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Loaded data={list.data} error={list.error} retry={() => void list.mutate()}>
          {(p) =>
            p.rows.length === 0 ? (
              <EmptyState testId="hq-stores-empty">{t(urlSearch ? 'stores.hq.list.noMatch' : `stores.hq.list.empty.${tab}`)}</EmptyState>
            ) : (
              <div className={list.isLoading ? 'opacity-60' : ''}>
                <HqStoreList rows={p.rows} onDecide={(store, decision) => setDeciding({ store, decision })} />
                <Pager page={p.page} perPage={p.perPage || STORES_PER_PAGE} total={p.total} onPage={(n) => go({ page: n })} summary />
              </div>
            )
          }
        </Loaded>
      </div>
      <ReviewDialog
        target={deciding}
        onClose={() => setDeciding(null)}
        onDone={(store, decision) => {
          setDeciding(null);
          setNotice({ kind: 'success', text: t(`stores.review.done.${decision}`, { name: store.name }) });
          void refreshProgram(mutate, program);
        }}
      />
    </div>
  );
}
