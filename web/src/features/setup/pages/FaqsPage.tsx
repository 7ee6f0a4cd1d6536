import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { PageTitle } from '@/components/PageTitle';
import { useFaqs } from '../api/content';
import type { FaqItem } from '../api/types';
import { Loaded } from '@/components/Loaded';

/** Groups FAQs by tier in the order the server returned them ("All tiers" items under their own heading). */
export function groupFaqs(items: readonly FaqItem[], allTiers: string): { key: string; title: string; items: FaqItem[] }[] {
  const groups = new Map<string, { key: string; title: string; items: FaqItem[] }>();
  for (const item of items) {
    const key = item.tierId == null ? 'all' : String(item.tierId);
    const title = item.tierId == null ? allTiers : (item.tierName ?? allTiers);
    if (!groups.has(key)) groups.set(key, { key, title, items: [] });
    groups.get(key)!.items.push(item);
  }
  return [...groups.values()];
}

/** /faqs: the FAQs this user may read (the server filters by the agent's tier). */
export function FaqsPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useFaqs();
  return (
    <div className="mx-auto max-w-3xl" data-testid="faqs-page">
      <PageTitle>{t('faqs.title')}</PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(items) => {
          if (items.length === 0) {
            return (
              <Card>
                <p className="py-6 text-center text-slate-500" data-testid="no-data">
                  {t('common.noData')}
                </p>
              </Card>
            );
          }
          const groups = groupFaqs(items, t('setup.content.allTiers'));
          return (
            <div className="space-y-6">
              {groups.map((g) => (
                <section key={g.key} aria-labelledby={`faq-group-${g.key}`}>
                  {groups.length > 1 && (
                    <h2 id={`faq-group-${g.key}`} className="mb-2 text-sm font-semibold text-slate-600 uppercase">
                      {g.title}
                    </h2>
                  )}
                  <div className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                    {g.items.map((item) => (
                      <details key={item.id} className="group" data-testid="faq-item">
                        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                          <span>{item.question}</span>
                          <span aria-hidden="true" className="shrink-0 text-primary transition group-open:rotate-180">
                            ▾
                          </span>
                        </summary>
                        <div className="px-4 pb-4 text-sm whitespace-pre-line text-slate-700" data-testid="faq-answer">
                          {item.answer}
                        </div>
                      </details>
                    ))}
                  </div>
                </section>
              ))}
            </div>
          );
        }}
      </Loaded>
    </div>
  );
}
