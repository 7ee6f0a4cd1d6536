import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { AuthCard } from '@/components/AuthCard';

export function VerifiedPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.verified.title')}>
      <div className="space-y-4" data-testid="verified">
        <FormMessage kind="success">{t('auth.verified.message')}</FormMessage>
        <Link to="/login" className="block">
          <Button block>{t('common.goToLogin')}</Button>
        </Link>
      </div>
    </AuthCard>
  );
}
