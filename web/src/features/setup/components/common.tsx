import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Spinner } from '@/components/Spinner';
import { failureText } from '../form-utils';

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

export function SectionHeading({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {actions}
    </div>
  );
}

export function EmptyState() {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-500" data-testid="no-data">
      {t('setup.noData')}
    </p>
  );
}

export type Status = { kind: 'error' | 'success'; text: string } | null;
