import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Spinner } from '@/components/Spinner';
import { failureText } from '@/lib/form';

/** Loading spinner / load failure with retry / the content. */
export function Loaded<T>({
  data,
  error,
  retry,
  children,
}: {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    return (
      <div className="space-y-3" data-testid="load-error">
        <FormMessage>{failureText(error)}</FormMessage>
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-10 text-primary" data-testid="section-loading">
      <Spinner size="lg" />
    </div>
  );
}
