import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/StatusBadge';
import { Thumb } from '@/features/catalogue/components/Thumb';
import { LinkButton } from '@/components/LinkButton';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { ShopCombo } from '../api/types';
import { comboPath } from '../logic/paths';

/** A combo: its price and size; the products are picked on the combo screen. */
export function ComboCard({ combo }: { combo: ShopCombo }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  return (
    <li className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200" data-testid="shop-combo">
      <Thumb src={combo.coverImage} alt={combo.name} size="lg" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words text-slate-900">{combo.name}</p>
        <p className="text-lg font-bold text-primary">{formatMoney(combo.price, currency)}</p>
        <p className="text-sm text-slate-600">{t('shop.combos.pickAny', { count: combo.requiredQuantity })}</p>
        {combo.firstOrder && <Tag testId="shop-combo-first-order">{t('shop.grid.firstOrder')}</Tag>}
        <div className="pt-1">
          <LinkButton to={comboPath(combo.id)} variant="primary" aria-label={`${t('shop.combos.choose')}: ${combo.name}`} data-testid="combo-open">
            {t('shop.combos.choose')}
          </LinkButton>
        </div>
      </div>
    </li>
  );
}
