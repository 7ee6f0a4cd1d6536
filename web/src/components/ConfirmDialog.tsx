import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { FormMessage } from './FieldError';

/** "Are you sure?" with a confirm and a cancel button; shows the server's refusal in place. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = true,
  busy = false,
  error,
  onConfirm,
  onCancel,
  testId = 'confirm-dialog',
}: {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      testId={testId}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-testid="confirm-cancel">
            {t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm} data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
      {error && (
        <div className="mt-3 text-left">
          <FormMessage testId="confirm-error">{error}</FormMessage>
        </div>
      )}
    </Dialog>
  );
}
