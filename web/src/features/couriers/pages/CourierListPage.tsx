import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { firstServerError } from '@/lib/form';
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
  const [removing, setRemoving] = useState<Courier | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(saved ? t('stock.courier.saved', { name: saved }) : null);
  const countries = useMemo(() => new Set<Country>((data ?? []).flatMap((c) => c.regions.map((r) => r.country))), [data]);
  const stateName = useStateNames(countries);

  const onDelete = async () => {
    if (!removing) return;
    setBusy(true);
    setRemoveError(null);
    try {
      await deleteCourier(removing.id);
      await mutate();
      setNotice(t('stock.courier.deleted', { name: `${removing.name} · ${removing.service}` }));
      setRemoving(null);
    } catch (err) {
      setRemoveError(firstServerError(err));
    } finally {
      setBusy(false);
    }
  };

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
                  onDelete={() => {
                    setRemoveError(null);
                    setRemoving(c);
                  }}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      <RateChecker />
      <ConfirmDialog
        open={removing !== null}
        title={t('stock.courier.deleteTitle')}
        message={removing && t('stock.courier.deleteConfirm', { name: `${removing.name} · ${removing.service}` })}
        confirmLabel={t('stock.courier.delete')}
        busy={busy}
        error={removeError}
        onConfirm={() => void onDelete()}
        onCancel={() => setRemoving(null)}
        testId="courier-delete-dialog"
      />
    </div>
  );
}
