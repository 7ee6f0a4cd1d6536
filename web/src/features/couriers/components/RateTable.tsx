import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { fieldClass } from '@/components/Input';
import { Icon } from '@/components/Icon';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import type { RateBasis } from '../api/types';
import { emptyRate, type CourierValues } from '../logic/courier-form';
import { MONEY_RE, UNITS_RE, WEIGHT_RE, rateRanges } from '../logic/rates';

interface Props {
  control: Control<CourierValues>;
  register: UseFormRegister<CourierValues>;
  errors: FieldErrors<CourierValues>;
  region: number;
  basis: RateBasis;
}

/** A region's rate rows (up to / price), with add and remove, and the ranges they make once sorted. */
export function RateTable({ control, register, errors, region, basis }: Props) {
  const { t } = useTranslation();
  const company = useCompany();
  const { fields, append, remove } = useFieldArray({ control, name: `regions.${region}.rates` });
  const rows = useWatch({ control, name: `regions.${region}.rates` }) ?? [];
  const unit = t(`stock.courier.unit.${basis}`);
  const boundRe = basis === 'units' ? UNITS_RE : WEIGHT_RE;
  const ranges = rateRanges(rows.filter((r) => boundRe.test(r.upTo.trim()) && MONEY_RE.test(r.price.trim())));
  const regionErrors = errors.regions?.[region];
  const tableError = errorText(regionErrors?.rates?.message ?? regionErrors?.rates?.root?.message);
  const base = `region-${region}-rate`;

  return (
    <fieldset data-testid="rate-table">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('stock.courier.rates')}</legend>
      <p className="mb-2 text-xs text-slate-500">{t('stock.courier.ratesHint', { unit })}</p>
      <div aria-hidden="true" className="grid grid-cols-[1fr_1fr_2.75rem] gap-2 text-xs font-semibold text-slate-600">
        <span>{t('stock.courier.upTo', { unit })}</span>
        <span>{t('stock.courier.price')}</span>
      </div>
      <ul className="space-y-2">
        {fields.map((f, i) => {
          const e = regionErrors?.rates?.[i];
          return (
            <li key={f.id} className="grid grid-cols-[1fr_1fr_2.75rem] items-start gap-2" data-testid="rate-row">
              <div className="min-w-0">
                <label htmlFor={`${base}-${i}-upTo`} className="sr-only">
                  {t('stock.courier.rowUpTo', { n: i + 1, unit })}
                </label>
                <input
                  id={`${base}-${i}-upTo`}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={e?.upTo ? true : undefined}
                  className={fieldClass}
                  {...register(`regions.${region}.rates.${i}.upTo`)}
                  data-testid="rate-upto"
                />
                <FieldError message={errorText(e?.upTo?.message)} />
              </div>
              <div className="min-w-0">
                <label htmlFor={`${base}-${i}-price`} className="sr-only">
                  {t('stock.courier.rowPrice', { n: i + 1 })}
                </label>
                <input
                  id={`${base}-${i}-price`}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={e?.price ? true : undefined}
                  className={fieldClass}
                  {...register(`regions.${region}.rates.${i}.price`)}
                  data-testid="rate-price"
                />
                <FieldError message={errorText(e?.price?.message)} />
              </div>
              <button
                type="button"
                onClick={() => remove(i)}
                className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
                aria-label={t('stock.courier.removeRate', { n: i + 1 })}
                data-testid="rate-remove"
              >
                <Icon name="close" />
              </button>
            </li>
          );
        })}
      </ul>
      <FieldError message={tableError} />
      <Button variant="ghost" className="mt-2" onClick={() => append(emptyRate())} data-testid="rate-add">
        {t('stock.courier.addRate')}
      </Button>
      {ranges.length > 0 && (
        <div className="mt-2 rounded-lg bg-slate-50 p-3 text-xs text-slate-600" data-testid="rate-preview">
          <p className="font-semibold text-slate-700">{t('stock.courier.preview')}</p>
          <ul className="mt-1 space-y-0.5">
            {ranges.map((r, i) => (
              <li key={i}>{t('stock.courier.range', { from: r.from, to: r.to, unit, price: formatMoney(r.price, company.currency) })}</li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
