import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Storefront } from '../api/types';

/** Whether an e-koop store publishes anything of its school to show. */
export const hasSchool = (store: Storefront) => store.program === 'ekoop' && Boolean(store.schoolName || store.schoolAddress || store.pickupHours);

/** An e-koop store's school: where and when its orders are collected. `children` adds rows (the student, who collected). */
export function SchoolPickup({ store, title, testId, children }: { store: Storefront; title?: string; testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200" data-testid={testId}>
      <h2 id={headingId} className="mb-2 font-semibold text-slate-900">
        {title ?? t('storefront.school.title')}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {store.schoolName && <DetailRow label={t('storefront.school.school')} value={store.schoolName} />}
        {store.schoolAddress && <DetailRow label={t('storefront.school.address')} value={store.schoolAddress} />}
        {store.pickupHours && <DetailRow label={t('storefront.school.pickupHours')} value={store.pickupHours} />}
        {children}
      </dl>
    </section>
  );
}

/** A label and its value in a details list (a column on a phone, two columns from `sm`). */
export function DetailRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="mb-1 break-words whitespace-pre-line text-slate-800 sm:mb-0" data-testid={testId}>
        {value}
      </dd>
    </>
  );
}
