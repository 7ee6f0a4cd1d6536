import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import type { IntegrationCategory } from '../api/types';
import { CATEGORY_ICON, isKnownCategory } from '../logic/display';
import { ProviderCard } from './ProviderCard';
import { useIntegrationTexts } from './use-integration-texts';

/** One category: its name, what it is for in a line, and its providers as cards (or a line saying there is none yet). */
export function CategorySection({ category }: { category: IntegrationCategory }) {
  const { t } = useTranslation();
  const texts = useIntegrationTexts();
  const intro = texts.categoryIntro(category.code);
  const headingId = `integration-${category.code}`;
  return (
    <section className="min-w-0" aria-labelledby={headingId} data-testid="integration-category" data-category={category.code}>
      <div className="mb-3 flex items-start gap-2">
        <span aria-hidden="true" className="mt-0.5 text-slate-500">
          <Icon name={isKnownCategory(category.code) ? CATEGORY_ICON[category.code] : 'plug'} />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {texts.category(category.code)}
          </h2>
          {intro && <p className="text-sm text-slate-600">{intro}</p>}
        </div>
      </div>
      {category.providers.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-500 ring-1 ring-slate-200" data-testid="category-empty">
          {t('integrations.noProvider')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {category.providers.map((p) => (
            <ProviderCard key={p.code} provider={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
