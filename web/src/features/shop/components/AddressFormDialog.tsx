import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { RegionSelects } from '@/components/RegionSelects';
import { Select } from '@/components/Select';
import { usePhoneCodes, useStates } from '@/features/profile/api/get-attributes';
import { placeServerErrors } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { saveAddress, setPrimaryAddress, storeAddresses } from '../api/addresses';
import type { Address } from '../api/types';
import { ADDRESS_FIELDS, addedAddress, addressSchema, addressValues, COUNTRIES, emptyAddressValues, toAddressInput, usesRegions, type AddressFormValues } from '../logic/address-form';

/** Adds (address null) or changes a delivery address; answers with the saved address's id. */
export function AddressFormDialog({
  open,
  address,
  addresses,
  defaultCountry,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: Address | null;
  addresses: Address[] | undefined;
  defaultCountry: string;
  onClose: () => void;
  onSaved: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} wide title={t(address ? 'shop.address.editTitle' : 'shop.address.newTitle')} onClose={onClose} testId="address-dialog">
      {open && <AddressForm address={address} addresses={addresses} defaultCountry={defaultCountry} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function AddressForm({ address, addresses, defaultCountry, onClose, onSaved }: { address: Address | null; addresses: Address[] | undefined; defaultCountry: string; onClose: () => void; onSaved: (id: number | null) => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const first = !addresses || addresses.length === 0;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ resolver: zodResolver(addressSchema), defaultValues: address ? addressValues(address) : emptyAddressValues(defaultCountry, first) });
  const [country, state, regencyCode, districtCode, villageCode] = useWatch({ control, name: ['country', 'state', 'regencyCode', 'districtCode', 'villageCode'] });
  const regions = usesRegions(country);
  // An Indonesian address takes its province from the region lists instead of the states.
  const { data: states } = useStates(country && !regions ? country : null);
  const { data: phoneCodes } = usePhoneCodes();
  const err = (f: keyof AddressFormValues) => errorText(errors[f]?.message);
  const field = (f: (typeof ADDRESS_FIELDS)[number]) => ({ id: `address-${f}`, error: err(f), 'data-testid': `address-${f}`, ...register(f) });

  const stateOptions = (states ?? []).map((s) => ({ value: s.code, label: s.name }));
  if (address?.state && address.country === country && !stateOptions.some((o) => o.value === address.state)) stateOptions.unshift({ value: address.state, label: address.state });
  const codeOptions = (phoneCodes ?? []).map((p) => ({ value: p.code, label: `${p.code} ${p.name}` }));
  for (const code of [address?.phoneCode, '+60', '+62']) {
    if (code && !codeOptions.some((o) => o.value === code)) codeOptions.unshift({ value: code, label: code });
  }

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      let list = await saveAddress(toAddressInput(v, address?.id));
      const saved = address ? list.find((a) => a.id === address.id) : addedAddress(addresses, list);
      if (v.primary && saved && !saved.primary) list = await setPrimaryAddress(saved.id);
      await storeAddresses(mutate, list);
      onSaved(saved?.id ?? null);
    } catch (e) {
      if (!placeServerErrors(e, setError, ADDRESS_FIELDS)) setFormError(e instanceof Error && e.message ? e.message : t('errors.generic'));
      else setFormError(t('shop.address.fixErrors'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="address-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label={t('shop.address.fields.firstName')} autoComplete="given-name" {...field('firstName')} />
        <Input label={t('shop.address.fields.lastName')} autoComplete="family-name" {...field('lastName')} />
        <Input label={t('shop.address.fields.addrTitle')} hint={t('shop.address.fields.addrTitleHint')} {...field('addrTitle')} />
        <Input label={t('shop.address.fields.email')} type="email" autoComplete="email" {...field('email')} />
        <Input className="sm:col-span-2" label={t('shop.address.fields.address1')} autoComplete="address-line1" {...field('address1')} />
        <Input className="sm:col-span-2" label={t('shop.address.fields.address2')} autoComplete="address-line2" {...field('address2')} />
        <Select
          label={t('shop.address.fields.country')}
          options={COUNTRIES.map((c) => ({ value: c, label: t(`shop.address.countries.${c}`) }))}
          id="address-country"
          error={err('country')}
          data-testid="address-country"
          {...register('country', {
            onChange: (e: { target: { value: string } }) => {
              setValue('state', '');
              for (const f of ['regencyCode', 'districtCode', 'villageCode'] as const) setValue(f, '');
              // The city of an Indonesian address is its regency's name: not kept across a change to or from Indonesia.
              if (regions || usesRegions(e.target.value)) setValue('city', '');
            },
          })}
        />
        {regions ? (
          <>
            <RegionSelects
              values={{ state, regencyCode, districtCode, villageCode }}
              register={(f) => register(f)}
              setField={(f, value) => setValue(f, value)}
              errors={{ state: err('state'), regencyCode: err('regencyCode'), districtCode: err('districtCode'), villageCode: err('villageCode') }}
              testId={(f) => `address-${f}`}
            />
            <Input label={t('shop.address.fields.postCode')} inputMode="numeric" autoComplete="postal-code" {...field('postCode')} />
          </>
        ) : (
          <>
            <Select
              label={t('shop.address.fields.state')}
              placeholder={t('common.choose')}
              options={stateOptions}
              id="address-state"
              error={err('state')}
              data-testid="address-state"
              {...register('state')}
            />
            <Input label={t('shop.address.fields.postCode')} inputMode="numeric" autoComplete="postal-code" {...field('postCode')} />
            <Input label={t('shop.address.fields.city')} autoComplete="address-level2" {...field('city')} />
          </>
        )}
        <Select label={t('shop.address.fields.phoneCode')} options={codeOptions} id="address-phoneCode" error={err('phoneCode')} data-testid="address-phoneCode" {...register('phoneCode')} />
        <Input label={t('shop.address.fields.phone')} type="tel" inputMode="tel" autoComplete="tel-national" {...field('phone')} />
      </div>
      {first || address?.primary ? (
        <p className="text-sm text-slate-600" data-testid="address-is-primary">
          {t('shop.address.isPrimary')}
        </p>
      ) : (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-5 w-5 rounded border-slate-300 text-primary" data-testid="address-primary" {...register('primary')} />
          {t('shop.address.makePrimary')}
        </label>
      )}
      {formError && <FormMessage testId="address-form-error">{formError}</FormMessage>}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} data-testid="address-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} data-testid="address-save">
          {t('shop.address.save')}
        </Button>
      </div>
    </form>
  );
}
