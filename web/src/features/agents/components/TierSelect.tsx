import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import { useTiersByRank } from '../api/tiers';

/** The company's tiers, highest first. */
export function TierSelect({ label, placeholder, error, ...rest }: Omit<ComponentProps<'select'>, 'children'> & { label?: string; placeholder?: string; error?: string }) {
  const { t } = useTranslation();
  const { tiers } = useTiersByRank();
  return (
    <Select
      label={label ?? t('agents.fields.tier')}
      placeholder={placeholder ?? t('common.choose')}
      options={(tiers ?? []).map((tier) => ({ value: String(tier.level_id), label: tier.levelName }))}
      error={error}
      {...rest}
    />
  );
}
