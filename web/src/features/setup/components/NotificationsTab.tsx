import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Switch } from '@/components/Switch';
import { errorText } from '@/lib/i18n';
import { saveNotificationControls, saveNotificationEmail, useNotifications } from '../api/features';
import { NOTIFICATION_CONTROLS, type NotificationSettings } from '../api/types';
import { useFormSubmit } from '@/lib/use-form-submit';
import { notificationEmailSchema } from '../schemas';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';

export function NotificationsTab() {
  const { data, error, mutate } = useNotifications();
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(settings) => (
        <div className="space-y-8">
          <EmailForm settings={settings} onSaved={() => void mutate()} />
          <hr className="border-slate-200" />
          <ControlsForm settings={settings} onSaved={() => void mutate()} />
        </div>
      )}
    </Loaded>
  );
}

function EmailForm({ settings, onSaved }: { settings: NotificationSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useForm<{ email: string }>({ resolver: zodResolver(notificationEmailSchema), defaultValues: { email: settings.notificationEmail ?? '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      await saveNotificationEmail(v.email.trim());
      onSaved();
    },
    { fields: ['email'] },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-lg space-y-4" data-testid="notification-email-form">
      <SectionHeading title={t('setup.notifications.emailTitle')} intro={t('setup.notifications.emailIntro')} />
      <Input label={t('setup.fields.email')} type="email" error={errorText(errors.email?.message)} data-testid="notification-email" {...register('email')} />
      {status && <FormMessage kind={status.kind} testId={`notification-email-${status.kind}`}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="notification-email-save">
        {t('common.save')}
      </Button>
    </form>
  );
}

function ControlsForm({ settings, onSaved }: { settings: NotificationSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  // Controls the server knows beyond the four named ones are kept and sent back unchanged.
  const names = [...new Set([...NOTIFICATION_CONTROLS, ...Object.keys(settings.controls ?? {})])];
  const form = useForm<Record<string, boolean>>({ defaultValues: Object.fromEntries(names.map((n) => [n, Boolean(settings.controls?.[n])])) });
  const {
    register,
    formState: { isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(form, async (v) => {
    await saveNotificationControls(Object.fromEntries(names.map((n) => [n, Boolean(v[n])])));
    onSaved();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-lg space-y-4" data-testid="notification-controls-form">
      <SectionHeading title={t('setup.notifications.controlsTitle')} intro={t('setup.notifications.controlsIntro')} />
      <div className="divide-y divide-slate-100">
        {names.map((n) => (
          <Switch key={n} label={t(`setup.notifications.controls.${n}`, { defaultValue: n.replace(/_/g, ' ') })} data-testid={`notif-${n}`} {...register(n)} />
        ))}
      </div>
      {status && <FormMessage kind={status.kind} testId={`notification-controls-${status.kind}`}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="notification-controls-save">
        {t('common.save')}
      </Button>
    </form>
  );
}
