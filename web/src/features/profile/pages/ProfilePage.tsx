import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { Card } from '@/components/Card';
import { PageTitle } from '@/components/PageTitle';
import { Tabs } from '@/components/Tabs';
import { useCurrentUser } from '@/lib/current-user';
import { AccountForm } from '../components/AccountForm';
import { BankForm } from '../components/BankForm';
import { LanguageForm } from '../components/LanguageForm';
import { PasswordForm } from '../components/PasswordForm';
import { PhotoForm } from '../components/PhotoForm';
import { SocialForm } from '../components/SocialForm';
import { TermsCard } from '../components/TermsCard';

const TABS = ['account', 'bank', 'social', 'photo', 'password', 'language'] as const;
type Tab = (typeof TABS)[number];

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'account';

  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle>{t('profile.title')}</PageTitle>
      <div className="mb-4 flex items-center gap-3">
        <Avatar name={user.name} src={user.photo_url} size={56} alt={t('profile.photoAlt')} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900" data-testid="profile-name">{user.name}</p>
          <p className="truncate text-sm text-slate-600">
            {t(`roles.${user.role}`)}
            {user.tier ? ` · ${user.tier.name}` : ''}
          </p>
        </div>
      </div>
      <Card>
        <Tabs
          label={t('profile.title')}
          tabs={TABS.map((id) => ({ id, label: t(`profile.tabs.${id}`) }))}
          value={tab}
          onChange={(id) => setParams(id === 'account' ? {} : { tab: id }, { replace: true })}
        />
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'account' && <AccountForm key={user.id} user={user} />}
          {tab === 'bank' && <BankForm key={user.id} user={user} />}
          {tab === 'social' && <SocialForm key={user.id} user={user} />}
          {tab === 'photo' && <PhotoForm user={user} />}
          {tab === 'password' && <PasswordForm />}
          {tab === 'language' && <LanguageForm user={user} />}
        </div>
      </Card>
      {/* Agents read the terms that apply to them; HQ and staff edit every tier's in setup. */}
      {user.role === 'agent' && <TermsCard />}
    </div>
  );
}
