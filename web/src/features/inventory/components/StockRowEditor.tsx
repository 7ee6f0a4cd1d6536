import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import type { StockFormValues, StockRow } from '../logic/stock-form';

interface Props {
  index: number;
  row: StockRow;
  control: Control<StockFormValues>;
  register: UseFormRegister<StockFormValues>;
  errors: FieldErrors<StockFormValues>;
  rowError?: string;
  onRemove: () => void;
}

const choiceClass =
  'flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 has-checked:ring-2 has-focus-visible:outline-2 has-focus-visible:outline-primary';

/** One product variant on the bulk update: Stock In or Out (no default), amount, reason, return reason. */
export function StockRowEditor({ index, row, control, register, errors, rowError, onRemove }: Props) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: `items.${index}.type` });
  const e = errors.items?.[index];
  const base = `stock-row-${index}`;
  const name = [row.productName, row.variantLabel].filter(Boolean).join(' · ');
  const typeError = errorText(e?.type?.message);

  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="stock-row" aria-labelledby={`${base}-name`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={`${base}-name`} className="truncate font-semibold text-slate-900">
            {row.productName}
          </p>
          <p className="truncate text-xs text-slate-500">
            {[row.sku, row.variantLabel].filter(Boolean).join(' · ')}
            {row.available !== null && <> · {t('stock.update.inStock', { quantity: row.available })}</>}
          </p>
        </div>
        <Button variant="ghost" className="shrink-0 text-red-700 hover:bg-red-50" onClick={onRemove} aria-label={t('stock.update.removeOf', { name })} data-testid="stock-row-remove">
          {t('stock.update.remove')}
        </Button>
      </div>

      <fieldset className="mt-3" aria-describedby={typeError ? `${base}-type-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('stock.update.type')}</legend>
        <div className="flex gap-2">
          <label htmlFor={`${base}-in`} className={`${choiceClass} text-emerald-800 has-checked:bg-emerald-50 has-checked:ring-emerald-600`}>
            <input id={`${base}-in`} type="radio" value="in" className="h-4 w-4 accent-emerald-600" {...register(`items.${index}.type`)} data-testid="stock-row-in" />
            {t('stock.type.in')}
          </label>
          <label htmlFor={`${base}-out`} className={`${choiceClass} text-amber-800 has-checked:bg-amber-50 has-checked:ring-amber-600`}>
            <input id={`${base}-out`} type="radio" value="out" className="h-4 w-4 accent-amber-600" {...register(`items.${index}.type`)} data-testid="stock-row-out" />
            {t('stock.type.out')}
          </label>
        </div>
        <FieldError id={`${base}-type-error`} message={typeError} />
      </fieldset>

      <div className="mt-3 grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Input
          id={`${base}-quantity`}
          label={t('stock.update.amount')}
          inputMode="numeric"
          autoComplete="off"
          error={errorText(e?.quantity?.message)}
          {...register(`items.${index}.quantity`)}
          data-testid="stock-row-quantity"
        />
        <Input id={`${base}-reason`} label={t('stock.update.reason')} error={errorText(e?.reason?.message)} {...register(`items.${index}.reason`)} data-testid="stock-row-reason" />
        {type === 'out' && (
          <Input
            id={`${base}-return`}
            className="sm:col-span-2"
            label={t('stock.update.returnReason')}
            hint={t('stock.update.returnReasonHint')}
            error={errorText(e?.returnReason?.message)}
            {...register(`items.${index}.returnReason`)}
            data-testid="stock-row-return"
          />
        )}
      </div>
      {rowError && <FieldError message={rowError} />}
    </li>
  );
}
