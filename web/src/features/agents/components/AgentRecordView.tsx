import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { socialHref, type SocialField } from '@/lib/social';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import type { AgentRecord } from '../api/types';
import { addressLines, fullPhone, recordCrumbs } from '../logic/record';
import { AgentStatusBadge } from './AgentStatusBadge';
import { Breadcrumbs } from './ui';
import { LinkButton } from '@/components/LinkButton';

type Row = [label: string, value: ReactNode];

function Facts({ rows, testId }: { rows: Row[]; testId?: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="mb-1 min-w-0 break-words text-slate-900 sm:mb-0">{value === '' || value == null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const SOCIAL: [keyof AgentRecord['social'], SocialField][] = [
  ['facebook', 'socmedUrlFacebook'],
  ['instagram', 'socmedUrlInstagram'],
  ['tiktok', 'socmedUrlTiktok'],
  ['twitter', 'socmedUrlTwitter'],
];

/** An agent's record in sections: profile, network, KPI, contact, address, bank and social links. */
export function AgentRecordView({
  record,
  currency,
  hrefOf,
  fromTop,
  actions,
}: {
  record: AgentRecord;
  currency: string;
  hrefOf: (id: number) => string;
  /** The path starts at the top of the network (HQ side), not at the viewer. */
  fromTop: boolean;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const r = record;
  const lang = i18n.language;
  const money = (v: string) => formatMoney(v, currency);
  const address = addressLines(r.address);

  return (
    <div className="space-y-4" data-testid="agent-record">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-lg font-bold text-slate-900" data-testid="record-name">{r.name}</p>
            <p className="truncate text-sm text-slate-600">{t('agents.list.idAndUsername', { id: r.id, username: r.username })}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <AgentStatusBadge status={r.status} />
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-slate-900" data-testid="record-tier">{r.tierName ?? t('agents.record.noTier')}</span>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <LinkButton to={`/agent-family-tree?id=${r.id}`} data-testid="record-tree-link">{t('agents.record.viewTree')}</LinkButton>
            {actions}
          </div>
        </div>
      </Card>

      <Card title={t('agents.record.network')}>
        <div className="mb-3">
          <Breadcrumbs label={t('agents.record.path')} first={fromTop ? { label: t('agents.list.hq') } : undefined} steps={recordCrumbs(r)} hrefOf={(s) => hrefOf(s.id)} testId="record-path" />
        </div>
        <Facts
          testId="record-network"
          rows={[
            [t('agents.fields.tier'), r.tierName],
            [t('agents.fields.upline'), r.upline ? r.upline.name : t('agents.list.hq')],
            [t('agents.fields.helper'), r.helper?.name],
            [t('agents.record.recruits'), String(r.recruits)],
            [t('agents.record.downline'), String(r.downline)],
          ]}
        />
      </Card>

      <Card title={t('agents.record.kpi')}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="record-kpi">
          {(
            [
              ['personalSales', r.kpi.personalSales],
              ['groupSales', r.kpi.groupSales],
              ['totalPersonalGroupSales', r.kpi.totalPersonalGroupSales],
              ['sideGroupSales', r.kpi.sideGroupSales],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="min-w-0 rounded-lg bg-slate-50 p-3">
              <p className="text-xs text-slate-500">{t(`agents.record.${key}`)}</p>
              <p className="mt-1 truncate font-semibold text-slate-900">{money(value)}</p>
            </div>
          ))}
        </div>
      </Card>

      <Card title={t('agents.record.profile')}>
        <Facts
          testId="record-profile"
          rows={[
            [t('agents.fields.firstName'), r.firstName],
            [t('agents.fields.lastName'), r.lastName],
            [t('agents.fields.category'), r.category ? t(`agents.fields.${r.category}`, { defaultValue: r.category }) : ''],
            ...(r.category === 'company' || r.companyName ? ([[t('agents.fields.companyName'), r.companyName], [t('agents.record.roc'), r.roc]] as Row[]) : []),
            [t('agents.fields.identity'), r.identityNumber],
            [t('agents.record.birthDate'), formatDate(r.birthDate, lang)],
            [t('agents.record.gender'), r.gender ? t(`agents.record.gender_${r.gender}`, { defaultValue: r.gender }) : ''],
            [t('agents.list.joined'), formatDateTime(r.joinedAt, lang)],
            [t('agents.record.verified'), r.verifiedAt ? formatDateTime(r.verifiedAt, lang) : t('agents.record.notVerified')],
          ]}
        />
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('agents.record.contact')}>
          <Facts
            rows={[
              [t('agents.fields.phone'), fullPhone(r.phoneCode, r.phone)],
              [t('agents.fields.email'), r.email],
            ]}
          />
        </Card>
        <Card title={t('agents.record.address')}>
          {address.length === 0 ? (
            <p className="text-sm text-slate-500">—</p>
          ) : (
            <address className="text-sm text-slate-900 not-italic" data-testid="record-address">
              {address.map((line) => (
                <span key={line} className="block break-words">{line}</span>
              ))}
            </address>
          )}
        </Card>
        <Card title={t('agents.record.bank')}>
          <Facts
            rows={[
              [t('agents.record.bankName'), r.bank.bank],
              [t('agents.record.accountNumber'), r.bank.accountNumber],
              [t('agents.record.accountName'), r.bank.accountName],
              [t('agents.record.bankCountry'), r.bank.country],
            ]}
          />
        </Card>
        <Card title={t('agents.record.social')}>
          <Facts
            rows={SOCIAL.map(([key, field]) => {
              const href = socialHref(field, r.social[key]);
              return [
                t(`agents.record.${key}`),
                href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-primary hover:underline">
                    {r.social[key]}
                  </a>
                ) : '',
              ] as Row;
            })}
          />
        </Card>
      </div>
    </div>
  );
}
