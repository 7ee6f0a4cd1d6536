import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Tag } from '@/components/StatusBadge';
import { failureText } from '@/lib/form';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { addToCart, storeCart } from '../api/shop';
import type { ShopPackage } from '../api/types';
import { CART_PATH } from '../logic/paths';

/** A package: what it holds, its price, and "add to cart" (one at a time). */
export function PackageCard({ pkg }: { pkg: ShopPackage }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const add = async () => {
    setBusy(true);
    setResult(null);
    try {
      await storeCart(mutate, await addToCart({ packageId: pkg.id, quantity: 1 }));
      setResult({ kind: 'success', text: t('shop.packages.added', { name: pkg.name }) });
    } catch (e) {
      setResult({ kind: 'error', text: failureText(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="space-y-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200" data-testid="shop-package">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{pkg.name}</p>
          <p className="text-xs text-slate-500">{pkg.code}</p>
        </div>
        <p className="shrink-0 text-lg font-bold text-primary">{formatMoney(pkg.price, currency)}</p>
      </div>
      {pkg.firstOrder && <Tag testId="shop-package-first-order">{t('shop.grid.firstOrder')}</Tag>}
      {pkg.items.length > 0 && (
        <ul className="space-y-0.5 text-sm text-slate-700" aria-label={t('shop.packages.includes')}>
          {pkg.items.map((item, i) => (
            <li key={i}>{t('shop.packages.item', { count: item.quantity, name: item.label ? `${item.productName} (${item.label})` : item.productName })}</li>
          ))}
        </ul>
      )}
      {result && (
        <FormMessage kind={result.kind} testId={`shop-package-${result.kind}`}>
          {result.text}{' '}
          {result.kind === 'success' && (
            <Link to={CART_PATH} className="font-semibold underline">
              {t('shop.product.viewCart')}
            </Link>
          )}
        </FormMessage>
      )}
      <Button block loading={busy} onClick={() => void add()} aria-label={`${t('shop.packages.add')}: ${pkg.name}`} data-testid="package-add">
        {t('shop.packages.add')}
      </Button>
    </li>
  );
}
