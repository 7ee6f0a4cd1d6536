import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { ApiError } from '@/lib/api';
import { failureText } from '@/lib/form';

/**
 * The content once loaded; `skeleton` while it loads; the envelope's message with a retry when it
 * fails. A 404 shows `notFound` instead when the screen has one (an unknown invoice or plan).
 */
export function Pending<T>({
  data,
  error,
  retry,
  skeleton,
  notFound,
  testId = 'load-error',
  children,
}: {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  skeleton: ReactNode;
  notFound?: ReactNode;
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (error && notFound && error instanceof ApiError && error.status === 404) return <>{notFound}</>;
  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    return (
      <div className="space-y-3" data-testid={testId}>
        <FormMessage>{failureText(error)}</FormMessage>
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <>{skeleton}</>;
}
