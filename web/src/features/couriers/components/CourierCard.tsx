import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { Country, Courier } from '../api/types';
import { rateRanges } from '../logic/rates';

const MAX_STATES = 6;

/** One courier: service, fees, active, and its regions with states and rates. */
export function CourierCard({ courier, stateName, onDelete }: { courier: Courier; stateName: (c: Country, code: string) => string; onDelete: () => void }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const unit = t(`stock.courier.unit.${courier.rateBasis === 'units' ? 'units' : 'weight'}`);
  const title = `${courier.name} · ${courier.service}`;
  return (
    <li className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="courier-row">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900">{courier.name}</h2>
          <p className="truncate text-sm text-slate-600">{courier.service}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${courier.active ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-slate-200'}`}
          data-testid="courier-status"
        >
          {courier.active ? t('stock.courier.activeBadge') : t('stock.courier.inactiveBadge')}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('stock.courier.rateBasis')}</dt>
          <dd className="text-slate-800">{t(`stock.courier.basis.${courier.rateBasis === 'units' ? 'units' : 'weight'}`)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('stock.courier.handlingFee')}</dt>
          <dd className="text-slate-800">{formatMoney(courier.handlingFee, currency)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">{t('stock.courier.freeShippingThreshold')}</dt>
          <dd className="text-slate-800">
            {courier.freeShippingThreshold ? t('stock.courier.freeFrom', { amount: formatMoney(courier.freeShippingThreshold, currency) }) : t('stock.courier.noFreeShipping')}
          </dd>
        </div>
      </dl>
      <ul className="mt-3 space-y-2 border-t border-slate-100 pt-3">
        {courier.regions.map((r, i) => {
          const names = r.states.map((s) => stateName(r.country, s));
          const shown = names.slice(0, MAX_STATES).join(', ');
          return (
            <li key={r.id ?? i} className="text-sm" data-testid="courier-region">
              <p className="font-medium text-slate-900">
                {r.name} <span className="text-xs font-normal text-slate-500">({t(`stock.courier.countries.${r.country}`)})</span>
              </p>
              <p className="break-words text-xs text-slate-600">
                {shown}
                {names.length > MAX_STATES && ` ${t('stock.courier.moreStates', { n: names.length - MAX_STATES })}`}
              </p>
              <ul className="mt-1 flex flex-wrap gap-1">
                {rateRanges(r.rates).map((x) => (
                  <li key={x.to} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                    {t('stock.courier.rangeShort', { to: x.to, unit, price: formatMoney(x.price, currency) })}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto flex gap-2 pt-3">
        <Link
          to={`/courier/edit?id=${courier.id}`}
          className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          aria-label={t('stock.courier.editOf', { name: title })}
          data-testid="courier-edit"
        >
          {t('stock.courier.edit')}
        </Link>
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onDelete} aria-label={t('stock.courier.deleteOf', { name: title })} data-testid="courier-delete">
          {t('stock.courier.delete')}
        </Button>
      </div>
    </li>
  );
}
