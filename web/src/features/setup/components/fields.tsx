import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import { usePhoneCodes, useStates } from '@/features/profile/api/get-attributes';

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & { error?: string; current?: string | null };

/** Country calling code (GET /api/attribute/phone-code); keeps a saved code that is not in the list. */
export function PhoneCodeField({ current, error, ...rest }: SelectProps) {
  const { t } = useTranslation();
  const { data } = usePhoneCodes();
  const options = (data ?? []).map((p) => ({ value: p.code, label: `${p.code} ${p.name}` }));
  const fallback = current || '+60';
  if (!options.some((o) => o.value === fallback)) options.unshift({ value: fallback, label: fallback });
  return <Select label={t('setup.fields.phoneCode')} options={options} error={error} {...rest} />;
}

/** Malaysian state by code (GET /api/attribute/state?country=MY). */
export function StateField({ current, error, ...rest }: SelectProps) {
  const { t } = useTranslation();
  const { data } = useStates('MY');
  const options = (data ?? []).map((s) => ({ value: s.code, label: s.name }));
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: current });
  return <Select label={t('setup.fields.state')} placeholder={t('common.choose')} options={options} error={error} {...rest} />;
}
