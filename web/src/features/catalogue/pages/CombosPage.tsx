import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { deleteCombo, refreshCombos, suspendCombo, useCombos } from '../api/combos';
import type { Combo } from '../api/types';
import { PromoListPage } from '../components/promo/PromoListPage';

/** /products/combo */
export function CombosPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { data, error } = useCombos();
  return (
    <PromoListPage<Combo>
      kind="combo"
      data={data}
      error={error}
      reload={() => refreshCombos(mutate)}
      suspend={suspendCombo}
      remove={deleteCombo}
      details={(c) => t('catalogue.combo.summary', { quantity: c.requiredQuantity, count: c.productIds.length })}
    />
  );
}
