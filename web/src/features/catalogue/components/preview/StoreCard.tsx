import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { PreviewStoreItem } from '../../api/types';
import { Tag } from '@/components/StatusBadge';
import { Thumb } from '../Thumb';

/** One product in the shop grid, at the tier's price. */
export function StoreCard({ item, tierId, showStock }: { item: PreviewStoreItem; tierId: number; showStock: boolean }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  return (
    <li className="min-w-0" data-testid="store-card">
      <Link to={`/products/preview-product/${item.id}?tierId=${tierId}`} className="block h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-primary">
        <Thumb src={item.coverThumb} size="fill" className="rounded-none ring-0" />
        <div className="space-y-1 p-2">
          <p className="line-clamp-2 text-sm font-medium break-words text-slate-900" data-testid="store-card-name">
            {item.name}
          </p>
          <p className="text-base font-bold text-primary" data-testid="store-card-price">
            {formatMoney(item.price, currency)}
          </p>
          {item.retailPrice !== item.price && (
            <p className="text-xs text-slate-500">
              <span className="sr-only">{t('catalogue.preview.retailPrice')}: </span>
              <s>{formatMoney(item.retailPrice, currency)}</s>
            </p>
          )}
          {item.point && Number(item.point) > 0 && <p className="text-xs text-slate-600">{t('catalogue.preview.points', { points: item.point })}</p>}
          {showStock && item.stock !== null && <p className="text-xs text-slate-600">{t('catalogue.preview.stock', { count: item.stock })}</p>}
          <div className="flex flex-wrap gap-1">
            {item.preorder && <Tag>{t('catalogue.preview.preorder')}</Tag>}
            {item.firstOrderOnly && <Tag>{t('catalogue.preview.firstOrderOnly')}</Tag>}
          </div>
        </div>
      </Link>
    </li>
  );
}
