import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { deletePackage, refreshPackages, suspendPackage, usePackages } from '../api/packages';
import type { Package } from '../api/types';
import { PromoListPage } from '../components/promo/PromoListPage';

/** /products/package */
export function PackagesPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { data, error } = usePackages();
  return (
    <PromoListPage<Package>
      kind="package"
      data={data}
      error={error}
      reload={() => refreshPackages(mutate)}
      suspend={suspendPackage}
      remove={deletePackage}
      details={(p) => t('catalogue.package.itemCount', { count: p.items.length, units: p.items.reduce((n, i) => n + i.quantity, 0) })}
    />
  );
}
