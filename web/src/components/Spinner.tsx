import { useTranslation } from 'react-i18next';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const { t } = useTranslation();
  const px = size === 'sm' ? 'h-4 w-4 border-2' : size === 'lg' ? 'h-10 w-10 border-4' : 'h-6 w-6 border-2';
  return (
    <span role="status" aria-label={label ?? t('common.loading')} className={`inline-block animate-spin rounded-full border-current border-r-transparent ${px}`} />
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary" data-testid="page-loading">
      <Spinner size="lg" />
    </div>
  );
}
