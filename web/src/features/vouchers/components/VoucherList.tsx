import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { LinkButton } from '@/components/LinkButton';
import type { Voucher } from '../api/types';
import { editPath, historyPath } from '../logic/paths';
import { CopyCode } from './CopyCode';
import { UsageBar } from './UsageBar';
import { useVoucherTexts } from './use-voucher-texts';
import { VoucherFlags, VoucherStatusBadge } from './VoucherBadges';

interface Props {
  vouchers: Voucher[];
  busyId: number | null;
  onSuspend: (v: Voucher) => void;
  onDelete: (v: Voucher) => void;
}

/** Vouchers: cards on phones, a table from md up. */
export function VoucherList({ vouchers, busyId, onSuspend, onDelete }: Props) {
  const { t } = useTranslation();
  const text = useVoucherTexts();

  const actions = (v: Voucher) => {
    const suspended = v.status === 'suspended';
    const suspendLabel = t(suspended ? 'vouchers.actions.unsuspend' : 'vouchers.actions.suspend');
    return (
      <div className="flex flex-wrap gap-1">
        <LinkButton variant="ghost" to={editPath(v)} aria-label={`${t('vouchers.actions.edit')}: ${v.voucherName}`} data-testid="voucher-edit">
          {t('vouchers.actions.edit')}
        </LinkButton>
        <LinkButton variant="ghost" to={historyPath(v)} aria-label={`${t('vouchers.actions.history')}: ${v.voucherName}`} data-testid="voucher-history">
          {t('vouchers.actions.history')}
        </LinkButton>
        <Button variant="ghost" loading={busyId === v.id} onClick={() => onSuspend(v)} aria-label={`${suspendLabel}: ${v.voucherName}`} data-testid="voucher-suspend">
          {suspendLabel}
        </Button>
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(v)} aria-label={`${t('vouchers.actions.delete')}: ${v.voucherName}`} data-testid="voucher-delete">
          {t('vouchers.actions.delete')}
        </Button>
      </div>
    );
  };

  const discount = (v: Voucher) => (
    <>
      <span className="block font-semibold text-slate-900" data-testid="voucher-discount">
        {text.discount(v)}
      </span>
      <span className="block text-xs text-slate-500">{text.type(v)}</span>
      <span className="block text-sm text-slate-600" data-testid="voucher-min-purchase">
        {text.minPurchase(v)}
      </span>
    </>
  );

  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="voucher-cards">
        {vouchers.map((v) => (
          <li key={v.id} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="voucher-card">
            <div className="flex items-start justify-between gap-2">
              <Link to={editPath(v)} className="min-w-0 font-semibold break-words text-slate-900 hover:text-primary">
                {v.voucherName}
              </Link>
              <VoucherStatusBadge status={v.status} />
            </div>
            <div className="mt-1">
              <CopyCode code={v.Code} />
            </div>
            <div className="mt-2">{discount(v)}</div>
            <div className="mt-3">
              <UsageBar voucher={v} />
              <p className="mt-1 text-sm text-slate-600" data-testid="voucher-per-agent">
                {text.perAgent(v)}
              </p>
            </div>
            <p className="mt-2 text-sm text-slate-600" data-testid="voucher-period">
              {text.period(v)}
            </p>
            <div className="mt-2">
              <VoucherFlags voucher={v} />
            </div>
            <div className="mt-3 border-t border-slate-100 pt-2">{actions(v)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm" data-testid="voucher-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('vouchers.list.voucher')}</th>
              <th scope="col" className="py-3 pr-3">{t('vouchers.list.discount')}</th>
              <th scope="col" className="py-3 pr-3">{t('vouchers.list.usage')}</th>
              <th scope="col" className="py-3 pr-3">{t('vouchers.list.validity')}</th>
              <th scope="col" className="py-3 pr-3">{t('vouchers.list.status')}</th>
              <th scope="col" className="py-3 pr-4">
                <span className="sr-only">{t('vouchers.list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {vouchers.map((v) => (
              <tr key={v.id} className="align-top" data-testid="voucher-row">
                <td className="px-4 py-3">
                  <Link to={editPath(v)} className="font-semibold text-slate-900 hover:text-primary">
                    {v.voucherName}
                  </Link>
                  <div className="mt-1">
                    <CopyCode code={v.Code} />
                  </div>
                  <div className="mt-1">
                    <VoucherFlags voucher={v} />
                  </div>
                </td>
                <td className="py-3 pr-3">{discount(v)}</td>
                <td className="py-3 pr-3">
                  <UsageBar voucher={v} />
                  <p className="mt-1 text-xs text-slate-600">{text.perAgent(v)}</p>
                </td>
                <td className="py-3 pr-3 text-slate-700">{text.period(v)}</td>
                <td className="py-3 pr-3">
                  <VoucherStatusBadge status={v.status} />
                </td>
                <td className="py-3 pr-4">{actions(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
