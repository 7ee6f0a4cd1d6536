import type { ChangeEvent } from 'react';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useDistricts, useProvinces, useRegencies, useVillages } from '@/features/setup/api/company';
import { useStates } from '../api/storefront';
import type { CheckoutField, CheckoutValues } from '../logic/checkout';

type Errors = Partial<Record<CheckoutField, string | undefined>>;

/**
 * The delivery address: street, postcode and city with the state chosen from the country's list
 * (Malaysia), or for Indonesia the region chosen province → regency/city → district → village, each list
 * loaded from the one above (the same public lists the agent's address form reads). `onStateChange` runs
 * when the state or province changes (the couriers depend on it).
 */
export function AddressFields({
  country,
  values,
  register,
  setValue,
  errors,
  onStateChange,
}: {
  country: 'MY' | 'ID';
  values: Pick<CheckoutValues, 'state' | 'regencyCode' | 'districtCode' | 'villageCode'>;
  register: UseFormRegister<CheckoutValues>;
  setValue: UseFormSetValue<CheckoutValues>;
  errors: Errors;
  onStateChange: () => void;
}) {
  const { t } = useTranslation();
  const field = (f: CheckoutField) => ({ id: `checkout-${f}`, error: errors[f], 'data-testid': `checkout-${f}`, ...register(f) });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Input className="sm:col-span-2" label={t('storefront.checkout.address1')} autoComplete="address-line1" {...field('address1')} />
      <Input className="sm:col-span-2" label={t('storefront.checkout.address2')} autoComplete="address-line2" {...field('address2')} />
      {country === 'ID' ? (
        <RegionFields values={values} register={register} setValue={setValue} errors={errors} onStateChange={onStateChange} />
      ) : (
        <>
          <StateSelect register={register} error={errors.state} onStateChange={onStateChange} />
          <Input label={t('storefront.checkout.city')} autoComplete="address-level2" {...field('city')} />
        </>
      )}
      <Input label={t('storefront.checkout.postCode')} inputMode="numeric" autoComplete="postal-code" maxLength={5} {...field('postCode')} />
    </div>
  );
}

/** Malaysia's states and federal territories, by code. */
function StateSelect({ register, error, onStateChange }: { register: UseFormRegister<CheckoutValues>; error?: string; onStateChange: () => void }) {
  const { t } = useTranslation();
  const { data, error: loadError } = useStates('MY');
  const options = (data ?? []).map((s) => ({ value: s.code, label: s.name }));
  const loading = data === undefined && loadError === undefined;
  return (
    <Select
      label={t('storefront.checkout.state')}
      placeholder={loading ? t('storefront.checkout.listLoading') : t('storefront.checkout.chooseState')}
      options={options}
      id="checkout-state"
      disabled={loading}
      aria-busy={loading || undefined}
      error={error ?? (loadError ? t('storefront.checkout.listFailed') : undefined)}
      data-testid="checkout-state"
      {...register('state', { onChange: onStateChange })}
    />
  );
}

type RegionField = 'state' | 'regencyCode' | 'districtCode' | 'villageCode';
type List = SWRResponse<{ code: string; name: string }[]>;

/** Indonesia: province (the address's state) → regency/city → district → village; a change clears the levels below. */
function RegionFields({
  values,
  register,
  setValue,
  errors,
  onStateChange,
}: {
  values: Record<RegionField, string>;
  register: UseFormRegister<CheckoutValues>;
  setValue: UseFormSetValue<CheckoutValues>;
  errors: Errors;
  onStateChange: () => void;
}) {
  const { t } = useTranslation();
  const provinces = useProvinces(true);
  const regencies = useRegencies(values.state || null);
  const districts = useDistricts(values.regencyCode || null);
  const villages = useVillages(values.districtCode || null);
  const levels: { name: RegionField; label: string; placeholder: string; list: List; parent: string | true; below: Exclude<RegionField, 'state'>[] }[] = [
    { name: 'state', label: t('storefront.checkout.province'), placeholder: t('storefront.checkout.chooseProvince'), list: provinces, parent: true, below: ['regencyCode', 'districtCode', 'villageCode'] },
    { name: 'regencyCode', label: t('storefront.checkout.regency'), placeholder: t('storefront.checkout.chooseRegency'), list: regencies, parent: values.state, below: ['districtCode', 'villageCode'] },
    { name: 'districtCode', label: t('storefront.checkout.district'), placeholder: t('storefront.checkout.chooseDistrict'), list: districts, parent: values.regencyCode, below: ['villageCode'] },
    { name: 'villageCode', label: t('storefront.checkout.village'), placeholder: t('storefront.checkout.chooseVillage'), list: villages, parent: values.districtCode, below: [] },
  ];
  return (
    <>
      {levels.map(({ name, label, placeholder, list, parent, below }) => {
        const chosenParent = parent === true || parent !== '';
        const loading = chosenParent && list.data === undefined && list.error === undefined;
        const options = (list.data ?? []).map((o) => ({ value: o.code, label: o.name }));
        const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
          for (const b of below) setValue(b, '');
          // The server takes the regency's name as the city.
          if (name === 'regencyCode' || name === 'state') setValue('city', name === 'regencyCode' ? (options.find((o) => o.value === e.target.value)?.label ?? '') : '');
          if (name === 'state') onStateChange();
        };
        return (
          <Select
            key={name}
            label={label}
            placeholder={loading ? t('storefront.checkout.listLoading') : placeholder}
            options={options}
            id={`checkout-${name}`}
            disabled={!chosenParent || loading}
            aria-busy={loading || undefined}
            error={errors[name] ?? (list.error ? t('storefront.checkout.listFailed') : undefined)}
            data-testid={`checkout-${name}`}
            {...register(name, { onChange })}
          />
        );
      })}
    </>
  );
}
