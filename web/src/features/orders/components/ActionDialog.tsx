import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Textarea } from '@/components/Textarea';
import { failureText } from '@/lib/form';
import { ApiError } from '@/lib/api';
import { postOrderAction } from '../api/orders';
import type { Order } from '../api/types';
import { actionCall, type ActionButton } from '../logic/actions';
import type { OrderScope } from '../logic/scope';

type DialogAction = Exclude<ActionButton['action'], 'pickup'>;

/**
 * Confirms one action on an order. Approve warns that it cannot be undone; cancel and refund ask for a
 * remark; ship asks for the tracking number. Mount it with a `key` per action so each opens empty.
 */
export function ActionDialog({
  button,
  order,
  scope,
  onCancel,
  onDone,
}: {
  button: (ActionButton & { action: DialogAction }) | null;
  order: Order;
  scope: OrderScope;
  onCancel: () => void;
  /** The order the server answered with (null: reload it). */
  onDone: (updated: Order | null) => void;
}) {
  const { t } = useTranslation();
  const action = button?.action ?? null;
  const input = button?.input ?? null;
  const [value, setValue] = useState(input === 'tracking' ? (order.trackingNumber ?? '') : '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!action) return;
    if (input && value.trim() === '') {
      setFieldError(t(input === 'tracking' ? 'orders.actions.trackingRequired' : 'orders.actions.remarkRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const answer = await postOrderAction(actionCall(action, order, scope, value));
      if (Array.isArray(answer)) {
        const mine = answer.find((o) => o.id === order.id) ?? answer[0];
        if (mine && !mine.ok) {
          setError(mine.message);
          return;
        }
        onDone(null);
      } else {
        onDone(answer && typeof answer === 'object' && 'status' in answer ? answer : null);
      }
    } catch (err) {
      const field = err instanceof ApiError ? (err.errors?.trackingNumber ?? err.errors?.remark) : undefined;
      if (field) setFieldError(field);
      else setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const label = button ? t(`orders.actions.${button.label}`) : '';
  return (
    <Dialog
      open={button !== null}
      role="alertdialog"
      wide={input !== null}
      title={button ? t(`orders.actions.title.${button.label}`, { number: order.number }) : ''}
      testId="action-dialog"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-testid="action-dialog-cancel">
            {t('common.cancel')}
          </Button>
          <Button variant={button?.danger ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()} data-testid={`confirm-${action ?? 'action'}`}>
            {label}
          </Button>
        </>
      }
    >
      {action === 'approve' && <p data-testid="approve-warning">{t('orders.actions.approveWarning')}</p>}
      {action === 'complete' && <p>{t(button?.label === 'received' ? 'orders.actions.receivedMessage' : 'orders.actions.completeMessage')}</p>}
      {action === 'cancel' && <p className={input ? 'mb-3' : ''}>{t('orders.actions.cancelMessage')}</p>}
      {action === 'refund' && <p className="mb-3">{t('orders.actions.refundMessage')}</p>}
      {input === 'remark' && (
        <Textarea label={t('orders.actions.remark')} rows={3} value={value} onChange={(e) => setValue(e.target.value)} error={fieldError} data-testid="action-remark" />
      )}
      {input === 'tracking' && (
        <Input
          label={t('orders.actions.trackingNumber')}
          value={value}
          autoComplete="off"
          onChange={(e) => setValue(e.target.value)}
          error={fieldError}
          hint={order.shippingMethod ?? undefined}
          data-testid="action-tracking"
        />
      )}
      {error && (
        <div className="mt-3 text-left">
          <FormMessage testId="action-error">{error}</FormMessage>
        </div>
      )}
    </Dialog>
  );
}
