import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/Card';
import { Icon } from '@/components/Icon';
import { PageTitle } from '@/components/PageTitle';
import { navigationFor } from '@/lib/navigation';
import { RecruitLinksCard } from '@/features/agents/components/RecruitLinksCard';
import { useCurrentUser } from '@/lib/current-user';
import { useCompany } from '@/lib/company';
import { formatDate, formatMoney } from '@/lib/format';

function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Card className="!p-4">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      <p className="mt-1 truncate text-lg font-bold text-slate-900" data-testid={testId}>
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </Card>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const links = navigationFor(user).filter((i) => i.to !== '/');

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
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('dashboard.salesThisMonth')} value={formatMoney('0', currency)} hint={t('dashboard.salesHint')} testId="sales-month" />
        <Stat label={t('dashboard.status')} value={t(`status.${user.status}`)} />
        <Stat label={t('dashboard.subscription')} value={t(`status.${user.subscription?.status ?? 'active'}`)} />
        <Stat label={t('dashboard.currency')} value={currency} />
      </div>
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
