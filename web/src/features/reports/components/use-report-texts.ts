import { useTranslation } from 'react-i18next';
import { useStates } from '@/features/profile/api/get-attributes';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime, formatMoney, intlLocale } from '@/lib/format';
import type { ReportColumn, ReportFigure } from '../api/types';
import { countOf } from '../logic/cells';
import { REPORT_SPECS, type BreakdownLabel, type Report } from '../logic/reports';

/** Shown for an empty cell or a breakdown row without a label. */
export const NONE = '—';

/**
 * The reports' words and figures in the interface language and the company currency: figure and column
 * names, money, counts, dates in Kuala Lumpur, and the codes the API sends (order and agent statuses,
 * payment methods, states) by their names.
 */
export function useReportTexts(report: Report) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const country = currency === 'IDR' ? 'ID' : 'MY';
  const { data: states } = useStates(country);
  const lang = i18n.language;
  const numberFormat = new Intl.NumberFormat(intlLocale(lang));

  const money = (amount: string) => formatMoney(amount, currency);
  const number = (value: string | number) => numberFormat.format(typeof value === 'number' ? value : countOf(value));
  const stateName = (code: string) => states?.find((s) => s.code === code)?.name ?? code;
  const orderStatus = (s: string) => t(`orders.status.${s}`, { defaultValue: s });
  const agentStatus = (s: string) => t(`agents.status.${s}`, { defaultValue: s });
  const method = (m: string) => t(`orders.payment.method.${m}`, { defaultValue: m });
  const status = (s: string) => (REPORT_SPECS[report].statuses === 'agent' ? agentStatus(s) : orderStatus(s));

  const labelOf: Record<BreakdownLabel, (label: string) => string> = {
    orderStatus,
    agentStatus,
    paymentMethod: method,
    state: stateName,
    plain: (label) => label,
  };

  return {
    money,
    number,
    status,
    stateName,
    /** A date of the range (`YYYY-MM-DD`), as the interface writes dates. */
    day: (value: string) => formatDate(value, lang) || value,
    /** A figure's name; a figure this screen has no name for yet shows as the API writes it. */
    figureLabel: (key: string) => t(`reports.figure.${key}`, { defaultValue: key }),
    /** A figure's value: money in the company currency, a percent, or a count. */
    figureValue: (f: Pick<ReportFigure, 'kind' | 'value'>) => (f.kind === 'money' ? money(f.value) : f.kind === 'percent' ? `${f.value}%` : number(f.value)),
    /** A column's header; a column this screen has no name for yet shows as the API writes it. */
    column: (key: string) => t(`reports.column.${key}`, { defaultValue: key }),
    /** A cell as the screen shows it (— when empty). */
    cell: (column: ReportColumn, value: string | null): string => {
      if (value === null || value === '') return NONE;
      switch (column.kind) {
        case 'money':
          return money(value);
        case 'count':
          return number(value);
        case 'date':
          return formatDate(value, lang) || value;
        case 'datetime':
          return formatDateTime(value, lang) || value;
        default:
          if (column.key === 'status') return status(value);
          if (column.key === 'paymentMethod') return method(value);
          if (column.key === 'state') return stateName(value);
          return value;
      }
    },
    /** A breakdown row's label (— for rows without one). */
    breakdownLabel: (label: string | null) => (label === null || label === '' ? NONE : labelOf[REPORT_SPECS[report].breakdown](label)),
  };
}
