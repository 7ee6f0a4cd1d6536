import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/Card';
import { PageTitle } from '@/components/PageTitle';
import { Tabs } from '@/components/Tabs';
import { useCurrentUser } from '@/lib/current-user';
import { NoAccessPage } from '@/components/NoAccessPage';
import { BranchesTab } from '../components/BranchesTab';
import { CompanyTab } from '../components/CompanyTab';
import { ContentTab } from '../components/ContentTab';
import { FeaturesTab } from '../components/FeaturesTab';
import { NetworkTab } from '../components/NetworkTab';
import { NotificationsTab } from '../components/NotificationsTab';
import { RanksTab } from '../components/RanksTab';
import { ThemeTab } from '../components/ThemeTab';
import { TiersTab } from '../components/TiersTab';
import { UsersTab } from '../components/UsersTab';
import { pickTab, tabsFor, type SetupTab } from '../tabs';

const PANELS: Record<SetupTab, () => React.ReactNode> = {
  company: () => <CompanyTab />,
  branches: () => <BranchesTab />,
  users: () => <UsersTab />,
  tiers: () => <TiersTab />,
  ranks: () => <RanksTab />,
  features: () => <FeaturesTab />,
  notifications: () => <NotificationsTab />,
  theme: () => <ThemeTab />,
  network: () => <NetworkTab />,
  content: () => <ContentTab />,
};

/** /company: one tab per setup area; the chosen tab is kept in ?tab=. Staff with add_user see only Users. */
export function CompanySetupPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const allowed = tabsFor(user);
  const tab = pickTab(params.get('tab'), allowed);

  // On a phone the tab strip scrolls: keep the chosen tab (e.g. from ?tab=content) in view.
  useEffect(() => {
    if (tab) document.getElementById(`tab-${tab}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  if (!tab) return <NoAccessPage />;

  return (
    <div className="mx-auto max-w-5xl" data-testid="company-setup">
      <PageTitle>{t('setup.title')}</PageTitle>
      <Card>
        {allowed.length > 1 && (
          <Tabs
            label={t('setup.title')}
            tabs={allowed.map((id) => ({ id, label: t(`setup.tabs.${id}`) }))}
            value={tab}
            onChange={(id) => setParams({ tab: id }, { replace: true })}
          />
        )}
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={allowed.length > 1 ? `tab-${tab}` : undefined}>
          {PANELS[tab]()}
        </div>
      </Card>
    </div>
  );
}
