import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import type { JoinPolicy, StoreProgram } from '../api/types';

/** What the program is for an agent (docs/api-stores.md, "The three programs"): who fills, what they earn, the price. */
export function ProgramIntro({ program, joinPolicy }: { program: StoreProgram; joinPolicy?: JoinPolicy }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'fills', label: t('stores.intro.fillsLabel'), text: t(`stores.program.${program}.fills`) },
    { key: 'earns', label: t('stores.intro.earnsLabel'), text: t(`stores.program.${program}.earns`) },
    { key: 'price', label: t('stores.intro.priceLabel'), text: t(`stores.program.${program}.price`) },
  ];
  return (
    <Card title={t('stores.intro.title')} data-testid="program-intro">
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t(`stores.program.${program}.about`)}</p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {rows.map((r) => (
          <div key={r.key} className="min-w-0 rounded-lg bg-slate-50 p-3" data-testid={`program-intro-${r.key}`}>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{r.label}</dt>
            <dd className="mt-1 text-sm break-words text-slate-800">{r.text}</dd>
          </div>
        ))}
      </dl>
      {joinPolicy && (
        <p className="mt-4 text-sm text-slate-700" data-testid="program-join-policy">
          {t(`stores.intro.policy.${joinPolicy}`)}
        </p>
      )}
    </Card>
  );
}
