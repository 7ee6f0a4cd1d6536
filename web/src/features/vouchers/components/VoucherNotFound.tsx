import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { VOUCHERS_PATH } from '../logic/paths';

/** 'Voucher not found' (spec §8) with the way back to the list. */
export function VoucherNotFound() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="voucher-not-found">
      <FormMessage>{t('vouchers.notFound')}</FormMessage>
      <LinkButton to={VOUCHERS_PATH}>{t('vouchers.backToList')}</LinkButton>
    </div>
  );
}
