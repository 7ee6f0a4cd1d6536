import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Tabs } from '@/components/Tabs';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { useConfirmAction } from '@/lib/use-confirm-action';
import type { Voucher } from '../api/types';
import { deleteVoucher, storeVoucherList, suspendVoucher, useVouchers } from '../api/vouchers';
import { VoucherList } from '../components/VoucherList';
import { isNotFound, voucherErrorText } from '../logic/action-errors';
import { NEW_VOUCHER_PATH } from '../logic/paths';
import { VOUCHER_TABS, asVoucherTab, filterVouchers, voucherCounts } from '../logic/voucher-status';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** /voucher: the vouchers by status, with edit, history, suspend / unsuspend and delete. */
export function VouchersPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload } = useVouchers();
  const [params, setParams] = useSearchParams();
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const tab = asVoucherTab(params.get('status'));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(saved ? { kind: 'success', text: t('vouchers.saved') } : null);
  const removal = useConfirmAction(
    async (v: Voucher) => {
      try {
        return await deleteVoucher(v.id);
      } catch (err) {
        if (isNotFound(err)) void reload();
        throw err;
      }
    },
    {
      errorText: (err) => voucherErrorText(err, t),
      onDone: (v, list) => {
        setNotice({ kind: 'success', text: t('vouchers.actions.deleted', { name: v.voucherName }) });
        return storeVoucherList(mutate, list);
      },
    },
  );

  const onSuspend = async (v: Voucher) => {
    const suspend = v.status !== 'suspended';
    setBusyId(v.id);
    setNotice(null);
    try {
      await storeVoucherList(mutate, await suspendVoucher(v.id, suspend));
      setNotice({ kind: 'success', text: t(suspend ? 'vouchers.actions.suspended' : 'vouchers.actions.unsuspended', { name: v.voucherName }) });
    } catch (err) {
      setNotice({ kind: 'error', text: voucherErrorText(err, t) });
      if (isNotFound(err)) void reload();
    } finally {
      setBusyId(null);
    }
  };

  const counts = voucherCounts(data ?? []);
  return (
    <div className="mx-auto max-w-6xl" data-testid="vouchers-page">
      <PageTitle
        subtitle={t('vouchers.intro')}
        actions={
          <LinkButton variant="primary" to={NEW_VOUCHER_PATH} data-testid="voucher-new">
            {t('vouchers.new')}
          </LinkButton>
        }
      >
        {t('vouchers.title')}
      </PageTitle>
      <Tabs
        label={t('vouchers.statusTabs')}
        tabs={VOUCHER_TABS.map((id) => ({ id, label: t('vouchers.tabLabel', { label: t(`vouchers.status.${id}`), count: counts[id] }) }))}
        value={tab}
        onChange={(id) => setParams(id === 'all' ? {} : { status: id }, { replace: true })}
      />
      {notice && (
        <div className="mb-3">
          <FormMessage kind={notice.kind} testId={`voucher-notice-${notice.kind}`}>
            {notice.text}
          </FormMessage>
        </div>
      )}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Loaded data={data} error={error} retry={() => void reload()}>
          {(items) => {
            const shown = filterVouchers(items, tab);
            if (shown.length === 0) {
              return (
                <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-500" data-testid="vouchers-empty">
                  {items.length === 0 ? t('vouchers.empty') : t('vouchers.emptyTab')}
                </p>
              );
            }
            return (
              <VoucherList
                vouchers={shown}
                busyId={busyId}
                onSuspend={(v) => void onSuspend(v)}
                onDelete={removal.ask}
              />
            );
          }}
        </Loaded>
      </div>
      <ConfirmDialog
        {...removal.dialog}
        title={t('vouchers.delete.title')}
        testId="voucher-delete-dialog"
        message={
          removal.target ? (
            <>
              <span className="block">{t('vouchers.delete.message', { name: removal.target.voucherName, code: removal.target.Code })}</span>
              {removal.target.usedCount > 0 && <span className="mt-2 block text-slate-700">{t('vouchers.delete.usedNote')}</span>}
            </>
          ) : undefined
        }
        confirmLabel={t('vouchers.delete.confirm')}
      />
    </div>
  );
}
