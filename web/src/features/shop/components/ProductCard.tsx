import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '@/components/StatusBadge';
import { Thumb } from '@/features/catalogue/components/Thumb';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { ShopItem } from '../api/types';
import { isZeroMoney, sameMoney } from '../logic/money';
import { productPath } from '../logic/paths';

/** One product in the shop grid: image, name, the tier's price, the retail price struck, points, stock when shown. */
export function ProductCard({ item, showStock }: { item: ShopItem; showStock: boolean }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const soldOut = showStock && item.stock !== null && item.stock <= 0 && !item.preorder;
  return (
    <li className="min-w-0" data-testid="shop-product-card">
      <Link to={productPath(item.id)} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-primary focus-visible:outline-2 focus-visible:outline-primary">
        <Thumb src={item.coverThumb} alt={item.name} size="fill" className="rounded-none ring-0" />
        <div className="flex flex-1 flex-col gap-1 p-2">
          <p className="line-clamp-2 text-sm font-medium break-words text-slate-900" data-testid="shop-product-name">
            {item.name}
          </p>
          <p className="text-base font-bold text-primary" data-testid="shop-product-price">
            {formatMoney(item.price, currency)}
          </p>
          {!sameMoney(item.retailPrice, item.price) && (
            <p className="text-xs text-slate-500" data-testid="shop-product-retail">
              <span className="sr-only">{t('shop.grid.retailPrice')}: </span>
              <s>{formatMoney(item.retailPrice, currency)}</s>
            </p>
          )}
          {item.point && !isZeroMoney(item.point) && <p className="text-xs text-slate-600">{t('shop.grid.points', { points: item.point })}</p>}
          {showStock && item.stock !== null && (
            <p className={`text-xs ${soldOut ? 'font-semibold text-red-700' : 'text-slate-600'}`} data-testid="shop-product-stock">
              {soldOut ? t('shop.grid.soldOut') : t('shop.grid.stock', { count: item.stock })}
            </p>
          )}
          <div className="mt-auto flex flex-wrap gap-1 pt-1">
            {item.firstOrderOnly && <Tag testId="shop-product-first-order">{t('shop.grid.firstOrderOnly')}</Tag>}
            {item.preorder && <Tag>{t('shop.grid.preorder')}</Tag>}
            {item.hasVariants && <Tag>{t('shop.grid.hasVariants')}</Tag>}
          </div>
        </div>
      </Link>
    </li>
  );
}
