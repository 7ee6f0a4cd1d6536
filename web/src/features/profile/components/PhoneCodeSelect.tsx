import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import { usePhoneCodes } from '../api/get-attributes';

/** Country calling code picker (GET /api/attribute/phone-code); keeps a saved code that is not in the list. */
export function PhoneCodeSelect({ current, error, ...rest }: Omit<ComponentProps<'select'>, 'children'> & { current?: string | null; error?: string }) {
  const { t } = useTranslation();
  const { data } = usePhoneCodes();
  const options = (data ?? []).map((p) => ({ value: p.code, label: `${p.code} ${p.name}` }));
  const fallback = current || '+60';
  if (!options.some((o) => o.value === fallback)) options.unshift({ value: fallback, label: fallback });
  return <Select label={t('profile.fields.phoneCode')} options={options} error={error} data-testid="phone-code" {...rest} />;
}
