import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import type { OrderStatus, PaymentMethod, PaymentStatus, ShipmentType } from '../api/types';
import { flowKey } from '../logic/display';

/** Money in the company's currency, KL dates, and the translated names of statuses and methods. */
export function useOrderTexts() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const lang = i18n.language;
  return {
    money: (v: string | null | undefined) => formatMoney(v, company.currency),
    date: (v: string | null | undefined) => formatDate(v, lang),
    dateTime: (v: string | null | undefined) => formatDateTime(v, lang),
    status: (s: OrderStatus) => t(`orders.status.${s}`),
    flow: (label: string) => {
      const key = flowKey(label);
      return key ? t(`orders.flow.${key}`) : label;
    },
    method: (m: PaymentMethod) => t(`orders.payment.method.${m}`, { defaultValue: m }),
    paymentStatus: (s: PaymentStatus) => t(`orders.payment.status.${s}`, { defaultValue: s }),
    shipment: (s: ShipmentType) => t(`orders.shipment.${s}`, { defaultValue: s }),
  };
}
