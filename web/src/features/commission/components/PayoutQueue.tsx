import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { Pager } from '@/components/Pager';
import { Select } from '@/components/Select';
import { ApiError } from '@/lib/api';
import { failureText, firstServerError } from '@/lib/form';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { refreshCompanyMoney } from '../api/money';
import { decidePayouts, PAYOUTS_PER_PAGE, payoutsKey, refreshPayouts, usePayouts } from '../api/payouts';
import type { Payout, PayoutOutcome } from '../api/types';
import { sumAmounts } from '../logic/money';
import { payoutPath } from '../logic/paths';
import { actionsFor, DEFAULT_FILTER, filterStatus, PAYOUT_FILTERS, readPayoutFilter, type PayoutAction, type PayoutFilter } from '../logic/payouts';
import { readPositive } from '../logic/query';
import { ExportPayoutsButton } from './ExportPayoutsButton';
import { PayoutList } from './PayoutList';
import { PayoutResultDialog } from './PayoutResultDialog';
import { RejectDialog } from './RejectDialog';
import { useCommissionTexts } from './use-commission-texts';

/** The payouts a confirm dialog asks about, fixed when it opens. */
interface Chosen {
  action: PayoutAction;
  ids: number[];
  total: string;
}

const ACTION_LABELS: Record<PayoutAction, string> = {
  approve: 'commission.queue.approve',
  reject: 'commission.queue.reject',
  'mark-paid': 'commission.queue.markPaid',
  'pay-billplz': 'commission.queue.payBillplz',
};
const CONFIRM_TITLES: Record<Exclude<PayoutAction, 'reject'>, string> = {
  approve: 'commission.queue.approveTitle',
  'mark-paid': 'commission.queue.markPaidTitle',
  'pay-billplz': 'commission.queue.payBillplzTitle',
};
const CONFIRM_MESSAGES: Record<Exclude<PayoutAction, 'reject'>, string> = {
  approve: 'commission.queue.approveMessage',
  'mark-paid': 'commission.queue.markPaidMessage',
  'pay-billplz': 'commission.queue.payBillplzMessage',
};
/** What a sent payout's outcome says when the server adds nothing (sent is not paid yet: Billplz answers later). */
const OK_TEXTS: Partial<Record<PayoutAction, string>> = { 'pay-billplz': 'commission.queue.sent' };

/** Billplz refuses a whole batch with these; their message says why (the credit and what the batch needs). */
const BATCH_REFUSALS = ['billplz_not_set_up', 'not_enough_credit'];
const refusalCode = (err: unknown) => (err instanceof ApiError ? (err.error ?? null) : null);
const refusalText = (err: unknown) => (BATCH_REFUSALS.includes(refusalCode(err) ?? '') ? failureText(err) : firstServerError(err));

/**
 * The HQ side's payouts by status (requested first). HQ ticks payouts and approves, rejects (with a reason),
 * marks them paid or pays them through Billplz (from the company's credit); each payout's outcome is
 * reported, then the list refreshes. A batch Billplz refuses whole (no Billplz account, not enough credit)
 * stays in the confirm dialog with the server's words. HQ also downloads the approved payouts as the bank's
 * bulk-transfer file. Staff read the list only.
 */
export function PayoutQueue({ canPay }: { canPay: boolean }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const filter = readPayoutFilter(params.get('status'));
  const page = readPositive(params.get('page')) ?? 1;
  const status = filterStatus(filter);
  const list = usePayouts(status, page);
  const key = payoutsKey(status, page);

  // The selection belongs to one list (status, page): another list starts with none.
  const [selection, setSelection] = useState<{ key: string | null; ids: ReadonlySet<number> }>({ key: null, ids: new Set() });
  const selected = selection.key === key ? selection.ids : new Set<number>();
  const select = (ids: ReadonlySet<number>) => setSelection({ key, ids });
  const [rejecting, setRejecting] = useState<Chosen | null>(null);
  const [outcomes, setOutcomes] = useState<{ list: PayoutOutcome[]; names: ReadonlyMap<number, string>; okText?: string } | null>(null);
  // The code of the last refusal of a confirmed action (not_enough_credit: the way to top up is offered).
  const [refusal, setRefusal] = useState<string | null>(null);

  const items = list.data?.items ?? [];
  const actions = canPay ? actionsFor(filter) : [];
  const nameOf = (p: Payout) => `${p.agent.name} · ${text.money(p.amount)}`;

  const finish = async (action: PayoutAction, result: PayoutOutcome[]) => {
    const names = new Map(items.map((p) => [p.id, nameOf(p)]));
    const okKey = OK_TEXTS[action];
    select(new Set());
    setOutcomes({ list: result, names, okText: okKey ? t(okKey) : undefined });
    await Promise.all([refreshPayouts(mutate), action === 'pay-billplz' ? refreshCompanyMoney(mutate) : null]);
  };
  const confirm = useConfirmAction(
    async (c: Chosen) => {
      setRefusal(null);
      try {
        return await decidePayouts(c.action, c.ids);
      } catch (err) {
        setRefusal(refusalCode(err));
        throw err;
      }
    },
    { errorText: refusalText, onDone: (c, result) => finish(c.action, result) },
  );

  const go = (next: { status?: PayoutFilter; page?: number }) => {
    const nextFilter = next.status ?? filter;
    const nextPage = next.page ?? 1;
    const q = new URLSearchParams(params);
    if (nextFilter === DEFAULT_FILTER) q.delete('status');
    else q.set('status', nextFilter);
    if (nextPage > 1) q.set('page', String(nextPage));
    else q.delete('page');
    setParams(q, { replace: true });
  };

  const choose = (action: PayoutAction) => {
    const chosen = items.filter((p) => selected.has(p.id));
    if (chosen.length === 0) return;
    const c: Chosen = { action, ids: chosen.map((p) => p.id), total: text.money(sumAmounts(chosen.map((p) => p.amount)) ?? '0') };
    if (action === 'reject') setRejecting(c);
    else {
      setRefusal(null);
      confirm.ask(c);
    }
  };

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    select(next);
  };

  const asked = confirm.target;
  const none = selected.size === 0;
  const { error: confirmError, ...confirmDialog } = confirm.dialog;
  // Short of credit: the server's words, then the way to top up (in place of the dialog's own error line).
  const shortOfCredit = asked?.action === 'pay-billplz' && refusal === 'not_enough_credit' && confirmError !== null;
  return (
    <div data-testid="payout-queue">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <Select
          label={t('commission.queue.status')}
          options={PAYOUT_FILTERS.map((f) => ({ value: f, label: f === 'all' ? t('commission.queue.all') : text.payoutStatus(f) }))}
          value={filter}
          onChange={(e) => go({ status: readPayoutFilter(e.target.value) })}
          className="w-full sm:max-w-64"
          data-testid="payouts-status"
        />
        {canPay && <ExportPayoutsButton />}
      </div>

      {actions.length > 0 && (
        <div className="sticky top-14 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-xl bg-white/95 p-2 ring-1 ring-slate-200 backdrop-blur lg:top-0" data-testid="payouts-bulk-bar">
          <span className="px-2 text-sm text-slate-700" data-testid="payouts-selected-count">
            {t('commission.queue.selected', { count: selected.size })}
          </span>
          {actions.map((a) => (
            <Button
              key={a}
              variant={a === 'reject' ? 'danger' : 'primary'}
              disabled={none}
              aria-describedby={none ? 'payouts-bulk-hint' : undefined}
              onClick={() => choose(a)}
              data-testid={`payouts-${a}`}
            >
              {t(ACTION_LABELS[a])}
            </Button>
          ))}
          {none && (
            <p id="payouts-bulk-hint" className="w-full px-2 text-sm text-slate-500" data-testid="payouts-select-hint">
              {t('commission.queue.selectOne')}
            </p>
          )}
        </div>
      )}

      <Loaded data={list.data} error={list.error} retry={() => void list.mutate()}>
        {(p) =>
          p.items.length === 0 ? (
            <EmptyState testId="payouts-empty">{p.total === 0 ? t('commission.queue.empty') : t('commission.details.pastEnd')}</EmptyState>
          ) : (
            <>
              <PayoutList
                payouts={p.items}
                showAgent
                selection={actions.length > 0 ? { selected, onToggle: toggle, onToggleAll: (all) => select(all ? new Set(p.items.map((x) => x.id)) : new Set()) } : undefined}
              />
              <Pager summary page={p.page || page} perPage={p.perPage || PAYOUTS_PER_PAGE} total={p.total} onPage={(n) => go({ page: n })} />
            </>
          )
        }
      </Loaded>

      <ConfirmDialog
        {...confirmDialog}
        error={shortOfCredit ? null : confirmError}
        danger={false}
        testId="payouts-confirm"
        title={asked && asked.action !== 'reject' ? t(CONFIRM_TITLES[asked.action], { count: asked.ids.length }) : ''}
        message={
          asked && asked.action !== 'reject' ? (
            <>
              {t(CONFIRM_MESSAGES[asked.action], { count: asked.ids.length, total: asked.total })}
              {shortOfCredit && (
                <div className="mt-3 space-y-3 text-left">
                  <FormMessage testId="confirm-error">{confirmError}</FormMessage>
                  <p className="text-center">
                    <Link to={payoutPath({ tab: 'money' })} className="font-semibold text-primary underline" data-testid="payouts-to-money">
                      {t('commission.queue.toMoney')}
                    </Link>
                  </p>
                </div>
              )}
            </>
          ) : undefined
        }
        confirmLabel={asked ? t(ACTION_LABELS[asked.action]) : ''}
      />
      {rejecting && (
        <RejectDialog
          count={rejecting.ids.length}
          total={rejecting.total}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            const result = await decidePayouts('reject', rejecting.ids, reason);
            setRejecting(null);
            await finish('reject', result);
          }}
        />
      )}
      <PayoutResultDialog outcomes={outcomes?.list ?? null} names={outcomes?.names ?? new Map()} okText={outcomes?.okText} onClose={() => setOutcomes(null)} />
    </div>
  );
}
