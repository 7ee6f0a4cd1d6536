import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { useVouchers } from '../api/vouchers';
import { VoucherStatusBadge } from '../components/VoucherBadges';
import { VoucherForm } from '../components/VoucherForm';
import { VoucherNotFound } from '../components/VoucherNotFound';
import { findVoucher, parseVoucherId } from '../logic/voucher-display';

/** /voucher/new and /voucher/edit?id= (the voucher is taken from the list: there is no detail call). */
export function VoucherFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseVoucherId(params.get('id'));
  const { data, error, mutate } = useVouchers(mode === 'edit');
  const voucher = mode === 'edit' ? findVoucher(data, id) : null;
  return (
    <div className="mx-auto max-w-3xl" data-testid="voucher-form-page">
      <PageTitle subtitle={voucher ? <VoucherStatusBadge status={voucher.status} /> : undefined}>{t(mode === 'edit' ? 'vouchers.editTitle' : 'vouchers.newTitle')}</PageTitle>
      {mode === 'new' ? (
        <VoucherForm voucher={null} />
      ) : id === null ? (
        <VoucherNotFound />
      ) : (
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(list) => {
            const found = findVoucher(list, id);
            return found ? <VoucherForm key={found.id} voucher={found} /> : <VoucherNotFound />;
          }}
        </Loaded>
      )}
    </div>
  );
}
