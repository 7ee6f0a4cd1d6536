import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/FieldError';
import { useStates } from '@/features/profile/api/get-attributes';
import { errorText } from '@/lib/i18n';
import type { Country } from '../api/types';
import type { CourierValues } from '../logic/courier-form';

const smallButton = 'min-h-9 rounded-md px-2 text-xs font-semibold text-primary hover:bg-primary/10 disabled:opacity-50';

/** Several states of the region's country (codes from GET /api/attribute/state?country=). */
export function StatePicker({ control, index, country, error }: { control: Control<CourierValues>; index: number; country: Country; error?: string }) {
  const { t } = useTranslation();
  const { data: states, isLoading } = useStates(country);
  const base = `region-${index}-state`;
  return (
    <Controller
      control={control}
      name={`regions.${index}.states`}
      render={({ field }) => {
        const chosen = new Set(field.value);
        const known = states ?? [];
        // Codes saved earlier that the list no longer has stay visible (and can be unticked).
        const extra = field.value.filter((code) => !known.some((s) => s.code === code)).map((code) => ({ code, name: code }));
        const all = [...known, ...extra];
        const toggle = (code: string, on: boolean) => field.onChange(on ? [...field.value, code] : field.value.filter((c) => c !== code));
        return (
          <fieldset aria-describedby={error ? `${base}-error` : undefined} data-testid="region-states">
            <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
              <legend className="text-sm font-medium text-slate-700">
                {t('stock.courier.states')} <span className="font-normal text-slate-500">{t('stock.courier.statesChosen', { n: field.value.length })}</span>
              </legend>
              <div className="flex gap-1">
                <button type="button" className={smallButton} disabled={known.length === 0} onClick={() => field.onChange(all.map((s) => s.code))}>
                  {t('stock.courier.allStates')}
                </button>
                <button type="button" className={smallButton} disabled={field.value.length === 0} onClick={() => field.onChange([])}>
                  {t('stock.courier.noStates')}
                </button>
              </div>
            </div>
            <div className={`grid max-h-56 gap-x-3 overflow-y-auto rounded-lg p-2 ring-1 sm:grid-cols-2 ${error ? 'ring-red-500' : 'ring-slate-300'}`}>
              {isLoading && all.length === 0 && <p className="p-2 text-sm text-slate-500">{t('common.loading')}</p>}
              {all.map((s) => (
                <label key={s.code} htmlFor={`${base}-${s.code}`} className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-1 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    id={`${base}-${s.code}`}
                    type="checkbox"
                    className="h-4 w-4 accent-primary"
                    checked={chosen.has(s.code)}
                    onChange={(e) => toggle(s.code, e.target.checked)}
                    onBlur={field.onBlur}
                  />
                  {s.name}
                </label>
              ))}
            </div>
            <FieldError id={`${base}-error`} message={errorText(error)} />
          </fieldset>
        );
      }}
    />
  );
}
