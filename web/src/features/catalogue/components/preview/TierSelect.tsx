import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import type { Tier } from '@/features/setup/api/types';

/** Which agent tier the preview is seen as. */
export function TierSelect({ tiers, value, onChange }: { tiers: Tier[]; value: number | null; onChange: (tierId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('catalogue.preview.tier')}
      options={tiers.map((tier) => ({ value: String(tier.level_id), label: tier.levelName }))}
      value={value ? String(value) : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      data-testid="preview-tier"
    />
  );
}

/** The tier named in the address, else the highest tier. */
export function chosenTier(tiers: Tier[] | undefined, param: string | null): number | null {
  const wanted = Number(param);
  if (tiers?.some((t) => t.level_id === wanted)) return wanted;
  return tiers?.[0]?.level_id ?? (wanted || null);
}
