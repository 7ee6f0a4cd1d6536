import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { errorText } from '@/lib/i18n';
import { COUNTRIES, type RateBasis } from '../api/types';
import type { CourierValues } from '../logic/courier-form';
import { RateTable } from './RateTable';
import { StatePicker } from './StatePicker';

interface Props {
  index: number;
  control: Control<CourierValues>;
  register: UseFormRegister<CourierValues>;
  setValue: UseFormSetValue<CourierValues>;
  errors: FieldErrors<CourierValues>;
  basis: RateBasis;
  canRemove: boolean;
  onRemove: () => void;
}

/** One region: its name, country, states and rate table. */
export function RegionEditor({ index, control, register, setValue, errors, basis, canRemove, onRemove }: Props) {
  const { t } = useTranslation();
  const country = useWatch({ control, name: `regions.${index}.country` });
  const e = errors.regions?.[index];
  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="region" aria-label={t('stock.courier.regionN', { n: index + 1 })}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('stock.courier.regionN', { n: index + 1 })}</h3>
        {canRemove && (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onRemove} data-testid="region-remove">
            {t('stock.courier.removeRegion')}
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input id={`region-${index}-name`} label={t('stock.courier.regionName')} error={errorText(e?.name?.message)} {...register(`regions.${index}.name`)} data-testid="region-name" />
        <Select
          id={`region-${index}-country`}
          label={t('stock.courier.country')}
          options={COUNTRIES.map((c) => ({ value: c, label: t(`stock.courier.countries.${c}`) }))}
          error={errorText(e?.country?.message)}
          {...register(`regions.${index}.country`, {
            // State codes belong to a country: start again on a change.
            onChange: () => setValue(`regions.${index}.states`, []),
          })}
          data-testid="region-country"
        />
        <div className="sm:col-span-2">
          <StatePicker control={control} index={index} country={country} error={e?.states?.message ?? e?.states?.root?.message} />
        </div>
        <div className="sm:col-span-2">
          <RateTable control={control} register={register} errors={errors} region={index} basis={basis} />
        </div>
      </div>
    </li>
  );
}
