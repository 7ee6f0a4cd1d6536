import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { fieldClass } from '@/components/Input';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { failureText } from '@/lib/form';
import { approveOrders, useOrderPage } from '../api/orders';
import type { ApproveOutcome, OrderStatus } from '../api/types';
import { ApproveResultDialog } from '../components/ApproveResultDialog';
import { CourierBookingDialog, type BookingOrder } from '../components/CourierBookingDialog';
import { OrderFilters } from '../components/OrderFilters';
import { OrderList } from '../components/OrderList';
import { OrderTabs } from '../components/OrderTabs';
import { Pager } from '@/components/Pager';
import { BULK_TRACKING_PATH, EKOOP_ORDERS_PATH, NEW_ORDER_PATH, printPath, type PrintPage } from '../logic/paths';
import { changeQuery, datesInOrder, ordersListUrl, PER_PAGE, readOrderQuery, writeOrderQuery, type OrderQuery, type OrdersView } from '../logic/query';
import { orderScope } from '../logic/scope';

export const SEARCH_DELAY_MS = 400;
const APPROVABLE: readonly OrderStatus[] = ['unpaid', 'approval'];

/** /manage-orders: the orders by status, searched and filtered, with bulk approve, bulk print and (to ship, HQ) courier booking. */
export function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const scope = orderScope(user);
  // The co-op orders: HQ's order desk, and an agent while the company offers the e-koop program.
  const ekoopLink = scope.hqTools || (scope.agent && user.control?.e_koop_status === true);
  const [params, setParams] = useSearchParams();
  const query = readOrderQuery(params);
  const url = datesInOrder(query) ? ordersListUrl(query, scope.agent) : null;
  const { data, error, mutate } = useOrderPage(url);

  const [text, setText] = useState(query.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The selection belongs to one list (tab, filters, page): another list starts with none.
  const [selection, setSelection] = useState<{ key: string | null; ids: ReadonlySet<number> }>({ key: null, ids: new Set() });
  const selected = selection.key === url ? selection.ids : new Set<number>();
  const select = (ids: ReadonlySet<number>) => setSelection({ key: url, ids });

  const [hint, setHint] = useState<'approve' | 'print' | 'courier' | null>(null);
  // The orders the confirm dialog asks about, fixed when it opens (a search landing meanwhile clears the selection).
  const [confirming, setConfirming] = useState<{ ids: number[]; numbers: string[] } | null>(null);
  const [approving, setApproving] = useState(false);
  const [approveError, setApproveError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<ApproveOutcome[] | null>(null);
  // The orders the courier booking dialog books, fixed when it opens.
  const [booking, setBooking] = useState<BookingOrder[] | null>(null);

  const go = (next: OrderQuery) => setParams(writeOrderQuery(next, scope.agent), { replace: true });
  const change = (patch: Partial<OrderQuery>) => {
    setHint(null);
    go(changeQuery(query, patch));
  };

  const onSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams((prev) => writeOrderQuery(changeQuery(readOrderQuery(prev), { search: value.trim() }), scope.agent), { replace: true });
    }, SEARCH_DELAY_MS);
  };

  const items = data?.items ?? [];
  const numbers = new Map(items.map((o) => [o.id, o.number]));
  // An agent's own orders have no bulk actions; their team's orders (they sell) and HQ's do.
  const bulkTools = !scope.agent || query.view === 'team';
  const canBulkApprove = scope.approve && APPROVABLE.includes(query.status) && bulkTools;
  // Booking a courier through EasyParcel: HQ's order desk, for orders waiting to ship.
  const canBookCourier = scope.hqTools && !scope.agent && query.status === 'to_ship';

  const onApproveClick = () => {
    if (selected.size === 0) {
      setHint('approve');
      return;
    }
    setHint(null);
    setApproveError(null);
    const ids = [...selected];
    setConfirming({ ids, numbers: ids.map((id) => numbers.get(id) ?? `#${id}`) });
  };

  const onApprove = async () => {
    if (!confirming) return;
    setApproving(true);
    setApproveError(null);
    try {
      const result = await approveOrders(confirming.ids, scope);
      setConfirming(null);
      setOutcomes(result);
      select(new Set());
      void mutate();
    } catch (err) {
      setApproveError(failureText(err));
    } finally {
      setApproving(false);
    }
  };

  const onBookClick = () => {
    if (selected.size === 0) {
      setHint('courier');
      return;
    }
    setHint(null);
    setBooking([...selected].map((id) => ({ id, number: numbers.get(id) ?? `#${id}` })));
  };

  const onPrint = (page: PrintPage) => {
    if (selected.size === 0) {
      setHint('print');
      return;
    }
    navigate(printPath(page, [...selected]));
  };

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setHint(null);
    select(next);
  };

  const none = selected.size === 0;
  const noneLook = none ? 'opacity-60' : '';

  return (
    <div className="mx-auto max-w-7xl" data-testid="orders-page">
      <PageTitle
        subtitle={t(scope.agent ? 'orders.list.introAgent' : 'orders.list.intro')}
        actions={
          scope.hqTools || ekoopLink ? (
            <div className="flex flex-wrap gap-2">
              {ekoopLink && (
                <LinkButton to={EKOOP_ORDERS_PATH} data-testid="orders-ekoop">
                  {t('orders.store.ekoopLink')}
                </LinkButton>
              )}
              {scope.hqTools && (
                <>
                  <LinkButton to={BULK_TRACKING_PATH} data-testid="orders-bulk-tracking">
                    {t('orders.bulkTracking.link')}
                  </LinkButton>
                  <LinkButton variant="primary" to={NEW_ORDER_PATH} data-testid="orders-new">
                    {t('orders.new.link')}
                  </LinkButton>
                </>
              )}
            </div>
          ) : undefined
        }
      >
        {t(scope.agent ? 'orders.list.titleAgent' : 'orders.list.title')}
      </PageTitle>

      {scope.agent && (
        <div role="group" aria-label={t('orders.view.label')} className="mb-3 inline-flex rounded-lg bg-slate-100 p-1" data-testid="orders-view">
          {(['personal', 'team'] as OrdersView[]).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={query.view === v}
              onClick={() => change({ view: v })}
              className={`min-h-10 rounded-md px-4 text-sm font-semibold ${query.view === v ? 'bg-white text-primary shadow-sm' : 'text-slate-600'}`}
              data-testid={`orders-view-${v}`}
            >
              {t(`orders.view.${v}`)}
            </button>
          ))}
        </div>
      )}

      <OrderTabs value={query.status} counts={data?.counts} onChange={(status) => change({ status })} />

      <div className="mb-3">
        <label htmlFor="orders-search" className="sr-only">
          {t('orders.search.label')}
        </label>
        <input
          id="orders-search"
          type="search"
          className={fieldClass}
          placeholder={t('orders.search.placeholder')}
          value={text}
          onChange={(e) => onSearch(e.target.value)}
          data-testid="orders-search"
        />
      </div>
      <OrderFilters query={query} agent={scope.agent} onChange={change} />

      {data?.tooMany && (
        <div className="mb-3" role="alert" data-testid="orders-too-many">
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('orders.search.tooMany')}</p>
        </div>
      )}

      {bulkTools && (
        <div className="sticky top-14 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-xl bg-white/95 p-2 ring-1 ring-slate-200 backdrop-blur lg:top-0" data-testid="orders-bulk-bar">
          <span className="px-2 text-sm text-slate-700" data-testid="orders-selected-count">
            {t('orders.bulk.selected', { count: selected.size })}
          </span>
          {canBulkApprove && (
            <Button aria-disabled={none || undefined} aria-describedby={none ? 'orders-bulk-hint' : undefined} className={noneLook} onClick={onApproveClick} data-testid="bulk-approve">
              {t('orders.bulk.approve')}
            </Button>
          )}
          {canBookCourier && (
            <Button aria-disabled={none || undefined} aria-describedby={none ? 'orders-bulk-hint' : undefined} className={noneLook} onClick={onBookClick} data-testid="bulk-book-courier">
              {t('orders.courier.book')}
            </Button>
          )}
          <Button variant="secondary" aria-disabled={none || undefined} aria-describedby={none ? 'orders-bulk-hint' : undefined} className={noneLook} onClick={() => onPrint('invoice')} data-testid="bulk-print">
            {t('orders.bulk.printInvoice')}
          </Button>
          <Button variant="secondary" aria-disabled={none || undefined} className={`hidden sm:inline-flex ${noneLook}`} onClick={() => onPrint('packing-list')} data-testid="bulk-print-packing">
            {t('orders.bulk.printPacking')}
          </Button>
          <Button variant="secondary" aria-disabled={none || undefined} className={`hidden sm:inline-flex ${noneLook}`} onClick={() => onPrint('shipping-doc')} data-testid="bulk-print-label">
            {t('orders.bulk.printLabel')}
          </Button>
          {none && (
            <p id="orders-bulk-hint" role={hint ? 'alert' : undefined} className={`w-full px-2 text-sm ${hint ? 'font-semibold text-red-700' : 'text-slate-500'}`} data-testid="bulk-none-selected">
              {t('orders.bulk.selectOne')}
            </p>
          )}
        </div>
      )}

      <div role="tabpanel" id="orders-panel" aria-labelledby={`orders-tab-${query.status}`}>
        {url === null ? (
          <p className="rounded-lg bg-white px-4 py-8 text-center text-sm text-slate-500 ring-1 ring-slate-200" data-testid="orders-dates-invalid">
            {t('orders.filters.datesOrder')}
          </p>
        ) : (
          <Loaded data={data} error={error} retry={() => void mutate()}>
            {(pageData) =>
              pageData.items.length === 0 ? (
                <p className="rounded-lg bg-white px-4 py-8 text-center text-sm text-slate-500 ring-1 ring-slate-200" data-testid="orders-empty">
                  {query.search || query.from || query.to || query.paymentMethod || query.shipmentType || query.seller ? t('orders.list.emptySearch') : t('orders.list.empty')}
                </p>
              ) : (
                <>
                  <OrderList orders={pageData.items} selected={selected} selectable={bulkTools} onToggle={toggle} onToggleAll={(all) => select(all ? new Set(pageData.items.map((o) => o.id)) : new Set())} />
                  <Pager summary page={pageData.page} perPage={pageData.perPage || PER_PAGE} total={pageData.total} onPage={(p) => go({ ...query, page: p })} />
                </>
              )
            }
          </Loaded>
        )}
      </div>

      <Dialog
        open={confirming !== null}
        role="alertdialog"
        title={t('orders.bulk.confirmTitle', { count: confirming?.ids.length ?? 0 })}
        testId="bulk-approve-dialog"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} data-testid="confirm-cancel">
              {t('common.cancel')}
            </Button>
            <Button loading={approving} onClick={() => void onApprove()} data-testid="confirm-approve">
              {t('orders.bulk.approve')}
            </Button>
          </>
        }
      >
        <span className="block">{t('orders.actions.approveWarning')}</span>
        <span className="mt-2 block font-medium text-slate-800">{confirming?.numbers.join(', ')}</span>
        {approveError && (
          <div className="mt-3 text-left">
            <FormMessage testId="bulk-approve-error">{approveError}</FormMessage>
          </div>
        )}
      </Dialog>
      <ApproveResultDialog outcomes={outcomes} numbers={numbers} onClose={() => setOutcomes(null)} />
      {booking && (
        <CourierBookingDialog
          orders={booking}
          onClose={() => setBooking(null)}
          onBooked={() => {
            select(new Set());
            void mutate();
          }}
        />
      )}
    </div>
  );
}
