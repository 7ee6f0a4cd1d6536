import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { usePackage } from '../api/packages';
import { CatalogueNav } from '../components/CatalogueNav';
import { CatalogueStatusBadge } from '../components/CatalogueStatusBadge';
import { PackageForm } from '../components/promo/PackageForm';

/** /products/package/new and /products/package/edit?id= */
export function PackageFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const { data, error, mutate } = usePackage(mode === 'edit' ? id : null);
  return (
    <div className="mx-auto max-w-3xl" data-testid="package-form-page">
      <PageTitle subtitle={data && mode === 'edit' ? <CatalogueStatusBadge status={data.status} /> : undefined}>{t(mode === 'edit' ? 'catalogue.package.editTitle' : 'catalogue.package.newTitle')}</PageTitle>
      <CatalogueNav />
      {mode === 'new' ? (
        <PackageForm pkg={null} />
      ) : id === null ? (
        <FormMessage testId="package-not-found">{t('catalogue.errors.notFound')}</FormMessage>
      ) : (
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(pkg) => <PackageForm key={pkg.id} pkg={pkg} />}
        </Loaded>
      )}
    </div>
  );
}
