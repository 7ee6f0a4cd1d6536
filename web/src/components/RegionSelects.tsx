import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { useDistricts, useProvinces, useRegencies, useVillages, type Region } from '@/lib/regions';
import { Select } from './Select';

/** An Indonesian address's region: the province (the address's `state`), regency/city, district and village codes. */
export const REGION_FIELDS = ['state', 'regencyCode', 'districtCode', 'villageCode'] as const;
export type RegionField = (typeof REGION_FIELDS)[number];
export type RegionValues = Record<RegionField, string>;

/** The words of the selects: each level's label and empty choice, the loading placeholder and a list's failure. */
export interface RegionTexts {
  label: Record<RegionField, string>;
  choose: Record<RegionField, string>;
  loading: string;
  loadFailed: string;
}

type Below = Exclude<RegionField, 'state'>;

const LEVELS: { name: RegionField; below: Below[] }[] = [
  { name: 'state', below: ['regencyCode', 'districtCode', 'villageCode'] },
  { name: 'regencyCode', below: ['districtCode', 'villageCode'] },
  { name: 'districtCode', below: ['villageCode'] },
  { name: 'villageCode', below: [] },
];

/** The agent's wording (the shop's address form, HQ's new order); a screen may give its own. */
function useDefaultTexts(): RegionTexts {
  const { t } = useTranslation();
  return {
    label: { state: t('common.region.province'), regencyCode: t('common.region.regency'), districtCode: t('common.region.district'), villageCode: t('common.region.village') },
    choose: {
      state: t('common.region.chooseProvince'),
      regencyCode: t('common.region.chooseRegency'),
      districtCode: t('common.region.chooseDistrict'),
      villageCode: t('common.region.chooseVillage'),
    },
    loading: t('common.loading'),
    loadFailed: t('common.region.loadFailed'),
  };
}

/**
 * Province → regency/city → district → village of a react-hook-form form, each list loaded from the one
 * above (SWR keyed by the parent's code) and disabled until it is chosen; changing a level clears the
 * levels below it. Choosing the regency also sets the city to its name (the server takes the regency's
 * name as the city); choosing the province clears it and calls `onProvinceChange`. A field's error is
 * shown under it, else a list that could not be loaded says so. `testId` names each select's id and test id.
 */
export function RegionSelects({
  values,
  register,
  setField,
  errors,
  testId,
  onProvinceChange,
  texts,
}: {
  values: RegionValues;
  register: (name: RegionField) => UseFormRegisterReturn;
  setField: (name: Below | 'city', value: string) => void;
  errors: Partial<Record<RegionField, string | undefined>>;
  testId: (name: RegionField) => string;
  onProvinceChange?: () => void;
  texts?: RegionTexts;
}) {
  const defaults = useDefaultTexts();
  const words = texts ?? defaults;
  const lists: Record<RegionField, SWRResponse<Region[]>> = {
    state: useProvinces(true),
    regencyCode: useRegencies(values.state || null),
    districtCode: useDistricts(values.regencyCode || null),
    villageCode: useVillages(values.districtCode || null),
  };
  const parentChosen: Record<RegionField, boolean> = { state: true, regencyCode: values.state !== '', districtCode: values.regencyCode !== '', villageCode: values.districtCode !== '' };

  return (
    <>
      {LEVELS.map(({ name, below }) => {
        const field = register(name);
        const list = lists[name];
        const chosenParent = parentChosen[name];
        const loading = chosenParent && list.data === undefined && list.error === undefined;
        const options = (list.data ?? []).map((o) => ({ value: o.code, label: o.name }));
        const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
          for (const b of below) setField(b, '');
          if (name === 'regencyCode') setField('city', options.find((o) => o.value === e.target.value)?.label ?? '');
          if (name === 'state') {
            setField('city', '');
            onProvinceChange?.();
          }
          return field.onChange(e);
        };
        return (
          <Select
            key={name}
            {...field}
            onChange={onChange}
            label={words.label[name]}
            placeholder={loading ? words.loading : words.choose[name]}
            options={options}
            id={testId(name)}
            disabled={!chosenParent || loading}
            aria-busy={loading || undefined}
            error={errors[name] ?? (list.error ? words.loadFailed : undefined)}
            data-testid={testId(name)}
          />
        );
      })}
    </>
  );
}
