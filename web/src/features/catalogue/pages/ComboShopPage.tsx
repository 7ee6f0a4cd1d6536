import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { PageTitle } from '@/components/PageTitle';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { useAvailableCombos } from '../api/combos';
import { ComboBuilder } from '../components/shop/ComboBuilder';
import { ComboCard } from '../components/shop/ComboCard';

/**
 * /combo (agents): the combos on offer; choosing one lets the agent pick products and variants up to
 * its quantity and have the server check the choice. Adding to the cart comes with the shop.
 */
export function ComboShopPage() {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const [params, setParams] = useSearchParams();
  const { data, error, mutate } = useAvailableCombos();
  const chosenId = Number(params.get('id')) || null;

  return (
    <div className="mx-auto max-w-2xl" data-testid="combo-shop-page">
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(combos) => {
          const combo = combos.find((c) => c.id === chosenId);
          if (!combo) {
            return (
              <>
                <PageTitle subtitle={t('catalogue.shop.intro')}>{t('catalogue.shop.title')}</PageTitle>
                {combos.length === 0 ? (
                  <EmptyState />
                ) : (
                  <ul className="space-y-3" data-testid="combo-list">
                    {combos.map((c) => (
                      <ComboCard key={c.id} combo={c} onChoose={() => setParams({ id: String(c.id) })} />
                    ))}
                  </ul>
                )}
              </>
            );
          }
          return (
            <>
              <PageTitle
                subtitle={t('catalogue.shop.builderIntro', { count: combo.requiredQuantity, price: formatMoney(combo.price, currency) })}
                actions={
                  <Button variant="secondary" onClick={() => setParams({})} data-testid="combo-back">
                    {t('catalogue.shop.back')}
                  </Button>
                }
              >
                {combo.name}
              </PageTitle>
              <ComboBuilder key={combo.id} combo={combo} />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
