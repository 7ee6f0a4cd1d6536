import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';

/** An unknown, not yet approved or closed store: a friendly page, in the storefront's own frame. */
export function StoreNotFound() {
  const { t } = useTranslation();
  const title = t('storefront.notFound.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-12 text-center" data-testid="store-not-found">
      <span className="mb-4 inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon name="store" className="h-8 w-8" />
      </span>
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
      <p className="mt-2 text-slate-600">{t('storefront.notFound.message')}</p>
      <p className="mt-2 text-sm text-slate-500">{t('storefront.notFound.hint')}</p>
    </section>
  );
}
