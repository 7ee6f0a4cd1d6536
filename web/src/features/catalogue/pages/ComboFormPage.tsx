import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { useCombo } from '../api/combos';
import { CatalogueNav } from '../components/CatalogueNav';
import { CatalogueStatusBadge } from '../components/CatalogueStatusBadge';
import { ComboForm } from '../components/promo/ComboForm';

/** /products/combo/new and /products/combo/edit?id= */
export function ComboFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const { data, error, mutate } = useCombo(mode === 'edit' ? id : null);
  const coverError = (location.state as { coverError?: string } | null)?.coverError ?? null;
  return (
    <div className="mx-auto max-w-3xl" data-testid="combo-form-page">
      <PageTitle subtitle={data && mode === 'edit' ? <CatalogueStatusBadge status={data.status} /> : undefined}>{t(mode === 'edit' ? 'catalogue.combo.editTitle' : 'catalogue.combo.newTitle')}</PageTitle>
      <CatalogueNav />
      {mode === 'new' ? (
        <ComboForm combo={null} />
      ) : id === null ? (
        <FormMessage testId="combo-not-found">{t('catalogue.errors.notFound')}</FormMessage>
      ) : (
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(combo) => <ComboForm key={combo.id} combo={combo} coverError={coverError} />}
        </Loaded>
      )}
    </div>
  );
}
