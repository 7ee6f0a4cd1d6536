import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/Card';
import { Icon } from '@/components/Icon';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { navigationFor } from '@/lib/navigation';
import { RecruitLinksCard } from '@/features/agents/components/RecruitLinksCard';
import { useCurrentUser } from '@/lib/current-user';
import { useCompany } from '@/lib/company';
import { formatDate, formatMoney } from '@/lib/format';
import { useDashboard } from '../api/dashboard';
import { AgentFigures } from '../components/AgentFigures';
import { HqFigures } from '../components/HqFigures';

/**
 * The first screen: the welcome banner, the figures GET /api/dashboard gives the user (the company's for
 * HQ and staff who read reports, their own for an agent, none for other staff), the recruit links and
 * the quick links.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const links = navigationFor(user).filter((i) => i.to !== '/');
  const { data, error, mutate } = useDashboard();
  const money = (v: string) => formatMoney(v, currency);

  return (
    <div className="mx-auto max-w-5xl">
      <div className="mb-4 rounded-2xl bg-primary p-5 text-white shadow-sm sm:p-6" data-testid="brand-primary">
        <p className="text-sm opacity-90">{formatDate(new Date(), i18n.language)}</p>
        <h1 className="mt-1 text-xl font-bold sm:text-2xl" data-testid="welcome">
          {t('dashboard.welcome', { name: user.name })}
        </h1>
        <p className="mt-2 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-white/20 px-3 py-1" data-testid="user-role">{t(`roles.${user.role}`)}</span>
          <span className="rounded-full bg-secondary px-3 py-1 font-semibold text-slate-900" data-testid="user-tier">
            {user.tier?.name ?? t('dashboard.noTier')}
          </span>
        </p>
      </div>
      <div className="sr-only">
        <PageTitle>{t('routes.dashboard')}</PageTitle>
      </div>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(d) => (
          <div className="space-y-4" data-testid="dashboard-figures">
            {d.hq && <HqFigures data={d.hq} user={user} money={money} />}
            {d.agent && <AgentFigures data={d.agent} user={user} money={money} />}
          </div>
        )}
      </Loaded>
      <RecruitLinksCard />
      {links.length > 0 && (
        <Card title={t('dashboard.quickLinks')} className="mt-4">
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {links.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="flex min-h-14 items-center gap-2 rounded-lg p-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-primary/5 hover:text-primary">
                  <Icon name={item.icon} className="h-5 w-5 shrink-0 text-primary" />
                  <span className="truncate">{t(`nav.${item.label}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
