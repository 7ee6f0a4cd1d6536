import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { Select } from '@/components/Select';
import { useDistricts, useProvinces, useRegencies, useVillages } from '@/features/setup/api/company';

/** An Indonesian address's region: the province (the address's `state`), regency/city, district and village codes. */
export const REGION_FIELDS = ['state', 'regencyCode', 'districtCode', 'villageCode'] as const;
export type RegionField = (typeof REGION_FIELDS)[number];
export type RegionValues = Record<RegionField, string>;

type List = SWRResponse<{ code: string; name: string }[]>;

/**
 * Province → regency/city → district → village, each list loaded from the one above (SWR keyed by the
 * parent's code) and disabled until it is chosen; changing a level clears the levels below it. Choosing the
 * regency also sets the city to its name (the server takes the regency's name as the city).
 */
export function RegionSelects({
  values,
  register,
  setField,
  errors,
  testId,
  onProvinceChange,
}: {
  values: RegionValues;
  register: (name: RegionField) => UseFormRegisterReturn;
  setField: (name: Exclude<RegionField, 'state'> | 'city', value: string) => void;
  errors: Partial<Record<RegionField, string | undefined>>;
  testId: (name: RegionField) => string;
  onProvinceChange?: () => void;
}) {
  const { t } = useTranslation();
  const provinces = useProvinces(true);
  const regencies = useRegencies(values.state || null);
  const districts = useDistricts(values.regencyCode || null);
  const villages = useVillages(values.districtCode || null);

  const levels: { name: RegionField; label: string; placeholder: string; list: List; parent: string | true; below: Exclude<RegionField, 'state'>[] }[] = [
    { name: 'state', label: t('shop.address.fields.province'), placeholder: t('shop.address.region.chooseProvince'), list: provinces, parent: true, below: ['regencyCode', 'districtCode', 'villageCode'] },
    { name: 'regencyCode', label: t('shop.address.fields.regency'), placeholder: t('shop.address.region.chooseRegency'), list: regencies, parent: values.state, below: ['districtCode', 'villageCode'] },
    { name: 'districtCode', label: t('shop.address.fields.district'), placeholder: t('shop.address.region.chooseDistrict'), list: districts, parent: values.regencyCode, below: ['villageCode'] },
    { name: 'villageCode', label: t('shop.address.fields.village'), placeholder: t('shop.address.region.chooseVillage'), list: villages, parent: values.districtCode, below: [] },
  ];

  return (
    <>
      {levels.map(({ name, label, placeholder, list, parent, below }) => {
        const field = register(name);
        const chosenParent = parent === true || parent !== '';
        const loading = chosenParent && list.data === undefined && list.error === undefined;
        const options = (list.data ?? []).map((o) => ({ value: o.code, label: o.name }));
        const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
          for (const b of below) setField(b, '');
          if (name === 'regencyCode' || name === 'state') setField('city', name === 'regencyCode' ? (options.find((o) => o.value === e.target.value)?.label ?? '') : '');
          if (name === 'state') onProvinceChange?.();
          return field.onChange(e);
        };
        return (
          <Select
            key={name}
            {...field}
            onChange={onChange}
            label={label}
            placeholder={loading ? t('common.loading') : placeholder}
            options={options}
            id={testId(name)}
            disabled={!chosenParent || loading}
            aria-busy={loading || undefined}
            error={errors[name] ?? (list.error ? t('shop.address.region.loadFailed') : undefined)}
            data-testid={testId(name)}
          />
        );
      })}
    </>
  );
}
