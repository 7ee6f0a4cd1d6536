import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormMessage } from '@/components/FieldError';

/** "Saved." after a form sent the user back to its list. */
export function SavedNotice() {
  const { t } = useTranslation();
  const state = useLocation().state as { saved?: boolean } | null;
  if (!state?.saved) return null;
  return (
    <div className="mb-3">
      <FormMessage kind="success" testId="saved-notice">
        {t('catalogue.form.saved')}
      </FormMessage>
    </div>
  );
}
