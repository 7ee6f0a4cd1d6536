import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Loaded } from '@/components/Loaded';
import { useCourier } from '../api/couriers';
import { CourierForm } from '../components/CourierForm';

/** /courier/new and /courier/edit?id=… */
export function CourierFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = mode === 'edit' && raw && /^\d+$/.test(raw) ? raw : null;
  const { data, error, mutate } = useCourier(id);

  return (
    <div className="mx-auto max-w-3xl" data-testid="courier-form-page">
      <PageTitle subtitle={t('stock.courier.formIntro')}>{mode === 'new' ? t('stock.courier.newTitle') : t('stock.courier.editTitle')}</PageTitle>
      {mode === 'new' ? (
        <CourierForm courier={null} />
      ) : id === null ? (
        <div className="space-y-3">
          <FormMessage testId="courier-missing">{t('stock.courier.missing')}</FormMessage>
          <Link to="/courier" className="text-sm font-semibold text-primary">
            {t('stock.courier.backToList')}
          </Link>
        </div>
      ) : (
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(courier) => <CourierForm key={courier.id} courier={courier} />}
        </Loaded>
      )}
    </div>
  );
}
