import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { useTiersByRank } from '../api/lookups';
import { usePreviewProduct } from '../api/products';
import { CatalogueNav } from '../components/CatalogueNav';
import { LinkButton } from '@/components/LinkButton';
import { ProductPreview } from '../components/preview/ProductPreview';
import { TierSelect, chosenTier } from '../components/preview/TierSelect';

/** /products/preview-product/:productId?tierId=: the product page as the tier's agents see it. */
export function PreviewProductPage() {
  const { t } = useTranslation();
  const { productId } = useParams();
  const id = /^\d+$/.test(productId ?? '') ? Number(productId) : null;
  const [params, setParams] = useSearchParams();
  const { tiers, error: tiersError, retry } = useTiersByRank();
  const tierId = chosenTier(tiers, params.get('tierId'));
  const { data, error, mutate } = usePreviewProduct(id, tierId);

  return (
    <div className="mx-auto max-w-5xl" data-testid="preview-product-page">
      <PageTitle
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton to={`/products/preview-store${tierId ? `?tierId=${tierId}` : ''}`}>{t('catalogue.preview.backToStore')}</LinkButton>
            {id && (
              <LinkButton variant="ghost" to={`/products/edit/${id}`}>
                {t('catalogue.common.edit')}
              </LinkButton>
            )}
          </div>
        }
      >
        {t('catalogue.preview.productTitle')}
      </PageTitle>
      <CatalogueNav />
      {id === null ? (
        <FormMessage testId="product-not-found">{t('catalogue.errors.notFound')}</FormMessage>
      ) : (
        <Loaded data={tiers} error={tiersError} retry={retry}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState />
            ) : (
              <div className="space-y-4">
                <div className="max-w-xs">
                  <TierSelect tiers={list} value={tierId} onChange={(tid) => setParams({ tierId: String(tid) }, { replace: true })} />
                </div>
                <Loaded data={data} error={error} retry={() => void mutate()}>
                  {(p) => <ProductPreview key={`${p.id}-${tierId}`} product={p} />}
                </Loaded>
              </div>
            )
          }
        </Loaded>
      )}
    </div>
  );
}
