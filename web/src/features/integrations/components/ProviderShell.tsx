import type { ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import { StatusBadge } from '@/components/StatusBadge';
import type { IntegrationProvider } from '../api/types';
import { isKnownProvider, isKnownStanding, PROVIDER_ICON, providerInitials, STANDING_TONE } from '../logic/display';
import { useIntegrationTexts } from './use-integration-texts';

/** The card's frame: the provider's mark, name and standing in words, then what it says and offers. */
export function ProviderShell({ provider, children }: { provider: IntegrationProvider; children?: ReactNode }) {
  const texts = useIntegrationTexts();
  const name = texts.provider(provider.code);
  const icon = isKnownProvider(provider.code) ? PROVIDER_ICON[provider.code] : undefined;
  return (
    <li className="flex min-w-0 flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="provider-card" data-provider={provider.code}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-sm font-bold text-primary">
          {icon ? <Icon name={icon} /> : providerInitials(name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900" data-testid="provider-name">
            {name}
          </h3>
          <StatusBadge status={provider.standing} tone={isKnownStanding(provider.standing) ? STANDING_TONE[provider.standing] : 'neutral'} testId="provider-standing" className="mt-1">
            {texts.standing(provider.standing)}
          </StatusBadge>
        </div>
      </div>
      {children && <div className="mt-3 flex min-w-0 flex-1 flex-col gap-3 text-sm text-slate-700">{children}</div>}
    </li>
  );
}
