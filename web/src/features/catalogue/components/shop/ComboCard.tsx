import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { useCompany } from '@/lib/company';
import { formatDate, formatMoney } from '@/lib/format';
import type { Combo } from '../../api/types';
import { Tag } from '@/components/StatusBadge';
import { Thumb } from '../Thumb';

/** An available combo in the agent's list. */
export function ComboCard({ combo, onChoose }: { combo: Combo; onChoose: () => void }) {
  const { t, i18n } = useTranslation();
  const { currency } = useCompany();
  return (
    <li className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200" data-testid="combo-card">
      <Thumb src={combo.coverImage} alt={combo.name} size="lg" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words text-slate-900" data-testid="combo-card-name">
          {combo.name}
        </p>
        <p className="text-lg font-bold text-primary">{formatMoney(combo.price, currency)}</p>
        <p className="text-sm text-slate-600">{t('catalogue.shop.pickAny', { count: combo.requiredQuantity })}</p>
        <p className="text-xs text-slate-500">{t('catalogue.shop.until', { date: formatDate(combo.stopDate, i18n.language) })}</p>
        {combo.firstOrder && <Tag>{t('catalogue.promo.firstOrder')}</Tag>}
        <div className="pt-1">
          <Button onClick={onChoose} aria-label={`${t('catalogue.shop.choose')}: ${combo.name}`} data-testid="combo-choose">
            {t('catalogue.shop.choose')}
          </Button>
        </div>
      </div>
    </li>
  );
}
