import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { RegionSelects, type RegionTexts } from '@/components/RegionSelects';
import { Select } from '@/components/Select';
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
  // The customer's wording of the region selects.
  const regionTexts: RegionTexts = {
    label: { state: t('storefront.checkout.province'), regencyCode: t('storefront.checkout.regency'), districtCode: t('storefront.checkout.district'), villageCode: t('storefront.checkout.village') },
    choose: {
      state: t('storefront.checkout.chooseProvince'),
      regencyCode: t('storefront.checkout.chooseRegency'),
      districtCode: t('storefront.checkout.chooseDistrict'),
      villageCode: t('storefront.checkout.chooseVillage'),
    },
    loading: t('storefront.checkout.listLoading'),
    loadFailed: t('storefront.checkout.listFailed'),
  };
  const field = (f: CheckoutField) => ({ id: `checkout-${f}`, error: errors[f], 'data-testid': `checkout-${f}`, ...register(f) });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Input className="sm:col-span-2" label={t('storefront.checkout.address1')} autoComplete="address-line1" {...field('address1')} />
      <Input className="sm:col-span-2" label={t('storefront.checkout.address2')} autoComplete="address-line2" {...field('address2')} />
      {country === 'ID' ? (
        <RegionSelects
          values={values}
          register={(f) => register(f)}
          setField={(f, value) => setValue(f, value)}
          errors={{ state: errors.state, regencyCode: errors.regencyCode, districtCode: errors.districtCode, villageCode: errors.villageCode }}
          testId={(f) => `checkout-${f}`}
          onProvinceChange={onStateChange}
          texts={regionTexts}
        />
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
