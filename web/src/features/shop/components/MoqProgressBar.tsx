import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { Moq } from '../api/types';
import { moqProgress } from '../logic/moq';

/** The minimum order: required vs current, a bar, and the server's message while it is not met. */
export function MoqProgressBar({ moq }: { moq: Moq | null }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const p = moqProgress(moq);
  if (!p || !moq) return null;
  const show = (v: string) => (p.type === 'amount' ? formatMoney(v, currency) : v);
  return (
    <section className={`space-y-2 rounded-xl p-3 ring-1 ${p.met ? 'bg-emerald-50 ring-emerald-200' : 'bg-amber-50 ring-amber-200'}`} aria-labelledby="moq-title" data-testid="moq" data-met={p.met}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="moq-title" className="text-sm font-semibold text-slate-900">
          {t('shop.moq.title')}
        </h2>
        <p className="text-sm font-semibold text-slate-800" data-testid="moq-count">
          {p.type === 'unit' ? t('shop.moq.units', { current: p.current, required: p.required }) : t('shop.moq.amount', { current: show(p.current), required: show(p.required) })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('shop.moq.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p.percent}
        className="h-2 overflow-hidden rounded-full bg-white ring-1 ring-slate-200"
      >
        <div className={`h-full rounded-full ${p.met ? 'bg-emerald-600' : 'bg-amber-500'}`} style={{ width: `${p.percent}%` }} />
      </div>
      <p className="text-sm text-slate-700" data-testid="moq-message">
        {p.met
          ? t('shop.moq.met')
          : (moq.message ?? (p.type === 'unit' ? t('shop.moq.remainingUnits', { count: Number(p.remaining) }) : t('shop.moq.remainingAmount', { amount: show(p.remaining) })))}
      </p>
      {!p.met && moq.message && (
        <p className="text-xs text-slate-600">{p.type === 'unit' ? t('shop.moq.remainingUnits', { count: Number(p.remaining) }) : t('shop.moq.remainingAmount', { amount: show(p.remaining) })}</p>
      )}
    </section>
  );
}
