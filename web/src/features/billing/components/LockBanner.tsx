import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-user';
import { isLockedHq } from '@/lib/subscription-lock';

/** The red "account locked" line on every screen a locked HQ may still open. */
export function LockBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!isLockedHq(user)) return null;
  return (
    <div role="alert" className="mb-4 flex items-start gap-3 rounded-xl bg-red-600 px-4 py-3 text-sm font-medium text-white shadow-sm print:hidden" data-testid="lock-banner">
      <span aria-hidden="true" className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-white text-xs font-bold text-red-700">
        !
      </span>
      <p className="min-w-0 break-words">{t('billing.lock.banner')}</p>
    </div>
  );
}
