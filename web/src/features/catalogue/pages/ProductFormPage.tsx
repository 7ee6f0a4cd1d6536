import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { useTiersByRank } from '../api/lookups';
import { useProduct } from '../api/products';
import { CatalogueNav } from '../components/CatalogueNav';
import { LinkButton } from '@/components/LinkButton';
import { CatalogueStatusBadge } from '../components/CatalogueStatusBadge';
import { ProductForm } from '../components/product-form/ProductForm';

/** /products/new and /products/edit/:id. */
export function ProductFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const productId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : NaN;
  const editing = productId !== null;
  const { data: product, error, mutate } = useProduct(editing && !Number.isNaN(productId) ? productId : null);
  const { tiers, error: tiersError, retry: retryTiers } = useTiersByRank();
  const justCreated = Boolean((location.state as { created?: boolean } | null)?.created);

  return (
    <div className="mx-auto max-w-4xl" data-testid="product-form-page">
      <PageTitle
        subtitle={product ? <CatalogueStatusBadge status={product.status} /> : undefined}
        actions={
          product && (
            <LinkButton variant="ghost" to={`/products/preview-product/${product.id}`} data-testid="product-preview-link">
              {t('catalogue.products.preview')}
            </LinkButton>
          )
        }
      >
        {t(editing ? 'catalogue.form.titleEdit' : 'catalogue.form.titleNew')}
      </PageTitle>
      <CatalogueNav />
      {Number.isNaN(productId) ? (
        <FormMessage testId="product-not-found">{t('catalogue.errors.notFound')}</FormMessage>
      ) : editing ? (
        <Loaded data={product} error={error} retry={() => void mutate()}>
          {(p) => <ProductForm key={p.id} product={p} tiers={tiers ?? []} justCreated={justCreated} />}
        </Loaded>
      ) : (
        <Loaded data={tiers} error={tiersError} retry={retryTiers}>
          {(list) => <ProductForm product={null} tiers={list} />}
        </Loaded>
      )}
    </div>
  );
}
