import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteCourier, useCouriers } from '../api/couriers';
import type { Country, Courier } from '../api/types';
import { CourierCard } from '../components/CourierCard';
import { RateChecker } from '../components/RateChecker';
import { useStateNames } from '../components/useStateNames';

/** /courier: the couriers with their regions and rates, and a rate check. */
export function CourierListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const { data, error, mutate } = useCouriers();
  const [notice, setNotice] = useState<string | null>(saved ? t('stock.courier.saved', { name: saved }) : null);
  const removal = useConfirmAction(async (c: Courier) => {
    await deleteCourier(c.id);
    await mutate();
    setNotice(t('stock.courier.deleted', { name: `${c.name} · ${c.service}` }));
  });
  const countries = useMemo(() => new Set<Country>((data ?? []).flatMap((c) => c.regions.map((r) => r.country))), [data]);
  const stateName = useStateNames(countries);

  return (
    <div className="mx-auto max-w-6xl space-y-4" data-testid="courier-page">
      <PageTitle
        subtitle={t('stock.courier.intro')}
        actions={
          <Link to="/courier/new" className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:brightness-110" data-testid="courier-new">
            {t('stock.courier.newTitle')}
          </Link>
        }
      >
        {t('stock.courier.title')}
      </PageTitle>
      {notice && <FormMessage kind="success" testId="courier-notice">{notice}</FormMessage>}
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(couriers) =>
          couriers.length === 0 ? (
            <p className="rounded-xl bg-white px-4 py-10 text-center text-sm text-slate-500 ring-1 ring-slate-200" data-testid="courier-empty">
              {t('stock.courier.empty')}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="courier-list">
              {couriers.map((c) => (
                <CourierCard
                  key={c.id}
                  courier={c}
                  stateName={stateName}
                  onDelete={() => removal.ask(c)}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      <RateChecker />
      <ConfirmDialog
        {...removal.dialog}
        title={t('stock.courier.deleteTitle')}
        message={removal.target && t('stock.courier.deleteConfirm', { name: `${removal.target.name} · ${removal.target.service}` })}
        confirmLabel={t('stock.courier.delete')}
        testId="courier-delete-dialog"
      />
    </div>
  );
}
