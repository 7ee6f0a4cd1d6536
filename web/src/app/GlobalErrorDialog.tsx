import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { useGlobalDialog } from '@/lib/dialog-store';

/** The dialog the shared error handler opens (429, expired session). It closes itself when its time is up. */
export function GlobalErrorDialog() {
  const { t } = useTranslation();
  const dialog = useGlobalDialog();
  return (
    <Dialog open={dialog !== null} role="alertdialog" title={dialog ? t(dialog.titleKey) : ''} testId={dialog ? `dialog-${dialog.kind}` : 'dialog-closed'}>
      {dialog && <p data-testid="dialog-message">{t(dialog.messageKey)}</p>}
    </Dialog>
  );
}
