import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { Switch } from '@/components/Switch';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { saveCourierRoute, saveDelyva, saveEasyparcel, saveNinjavan } from '../api/integrations';
import type { CourierAccount } from '../api/types';
import {
  DELYVA_FIELDS,
  delyvaSchema,
  delyvaValues,
  EASYPARCEL_FIELDS,
  easyparcelSchema,
  easyparcelValues,
  NINJAVAN_FIELDS,
  ninjavanSchema,
  ninjavanValues,
  ROUTE_FIELDS,
  routeSchema,
  routeValues,
  toDelyvaInput,
  toEasyparcelInput,
  toNinjavanInput,
  toRouteInput,
  type DelyvaValues,
  type EasyparcelValues,
  type NinjavanValues,
  type RouteValues,
} from '../logic/courier-forms';
import { COURIER_ROUTES, NINJAVAN_COUNTRIES, type CourierProvider, type RoutedCourier } from '../logic/display';
import { useIntegrationTexts } from './use-integration-texts';

interface DialogProps {
  account: CourierAccount | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/**
 * A courier provider's form: connect it (`account` null: the secrets are needed) or change it (empty
 * secrets keep the saved ones). The provider checks the credentials before anything is saved: its refusal
 * shows under the credential field, a provider that cannot be reached above the buttons. Mount it to open it.
 */
export function CourierDialog({ code, ...props }: DialogProps & { code: CourierProvider }) {
  switch (code) {
    case 'easyparcel':
      return <EasyparcelForm {...props} />;
    case 'ninjavan':
      return <NinjavanForm {...props} />;
    case 'delyva':
      return <DelyvaForm {...props} />;
    case 'poslaju':
    case 'citylink':
      return <RouteForm code={code} {...props} />;
  }
}

/** The dialog around a form: its title, what it checks, the fields, the active switch, the error and the buttons. */
function Frame({
  code,
  connected,
  intro,
  onSubmit,
  error,
  busy,
  onClose,
  children,
}: {
  code: CourierProvider;
  connected: boolean;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const name = useIntegrationTexts().provider(code);
  return (
    <Dialog open wide title={t(connected ? 'integrations.courier.form.editTitle' : 'integrations.courier.form.connectTitle', { name })} onClose={onClose} testId={`${code}-dialog`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">{intro}</p>
        {children}
        {error && <FormMessage testId={`${code}-error`}>{error}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid={`${code}-save`}>
            {t(connected ? 'common.save' : 'integrations.courier.connect')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A secret's field: typed hidden, the saved one's last characters as its placeholder. */
function useSecretHint() {
  const { t } = useTranslation();
  return (saved: string | null | undefined) => (saved ? t('integrations.courier.form.keepSecret', { saved }) : t('integrations.courier.form.secretNeeded'));
}

const secretProps = { type: 'password', autoComplete: 'off', spellCheck: false } as const;

function ActiveSwitch({ code, ...rest }: { code: CourierProvider } & Omit<ComponentProps<typeof Switch>, 'label'>) {
  const { t } = useTranslation();
  const name = useIntegrationTexts().provider(code);
  return <Switch label={t('integrations.courier.form.active', { name })} hint={t('integrations.courier.form.activeHint')} data-testid={`${code}-active-input`} {...rest} />;
}

function EasyparcelForm({ account, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const secretHint = useSecretHint();
  const connected = account !== null;
  const form = useForm<EasyparcelValues>({ resolver: zodResolver(easyparcelSchema(connected)), defaultValues: easyparcelValues(account) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(
    form,
    async (v) => {
      await saveEasyparcel(toEasyparcelInput(v));
      await onSaved();
    },
    { fields: EASYPARCEL_FIELDS },
  );
  return (
    <Frame code="easyparcel" connected={connected} intro={t('integrations.easyparcel.form.intro')} onSubmit={onSubmit} error={error} busy={isSubmitting} onClose={onClose}>
      <Input
        label={t('integrations.courier.apiKey')}
        {...secretProps}
        placeholder={account?.apiKey ?? undefined}
        hint={secretHint(account?.apiKey)}
        error={errorText(errors.apiKey?.message)}
        data-testid="easyparcel-apiKey-input"
        {...register('apiKey')}
      />
      <Switch label={t('integrations.courier.sandbox')} hint={t('integrations.easyparcel.form.sandboxHint')} data-testid="easyparcel-sandbox-input" {...register('sandbox')} />
      <ActiveSwitch code="easyparcel" {...register('active')} />
    </Frame>
  );
}

function NinjavanForm({ account, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const texts = useIntegrationTexts();
  const secretHint = useSecretHint();
  const connected = account !== null;
  const form = useForm<NinjavanValues>({ resolver: zodResolver(ninjavanSchema(connected)), defaultValues: ninjavanValues(account) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(
    form,
    async (v) => {
      await saveNinjavan(toNinjavanInput(v));
      await onSaved();
    },
    { fields: NINJAVAN_FIELDS },
  );
  return (
    <Frame code="ninjavan" connected={connected} intro={t('integrations.ninjavan.form.intro')} onSubmit={onSubmit} error={error} busy={isSubmitting} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('integrations.courier.clientId')}
          autoComplete="off"
          spellCheck={false}
          error={errorText(errors.clientId?.message)}
          data-testid="ninjavan-clientId-input"
          {...register('clientId')}
        />
        <Input
          label={t('integrations.courier.clientSecret')}
          {...secretProps}
          placeholder={account?.clientSecret ?? undefined}
          hint={secretHint(account?.clientSecret)}
          error={errorText(errors.clientSecret?.message)}
          data-testid="ninjavan-clientSecret-input"
          {...register('clientSecret')}
        />
        <Select
          label={t('integrations.courier.countryCode')}
          options={NINJAVAN_COUNTRIES.map((c) => ({ value: c, label: texts.country(c) }))}
          error={errorText(errors.countryCode?.message)}
          data-testid="ninjavan-countryCode-input"
          {...register('countryCode')}
        />
      </div>
      <Switch label={t('integrations.courier.sandbox')} hint={t('integrations.ninjavan.form.sandboxHint')} data-testid="ninjavan-sandbox-input" {...register('sandbox')} />
      <ActiveSwitch code="ninjavan" {...register('active')} />
    </Frame>
  );
}

function DelyvaForm({ account, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const secretHint = useSecretHint();
  const connected = account !== null;
  const form = useForm<DelyvaValues>({ resolver: zodResolver(delyvaSchema(connected)), defaultValues: delyvaValues(account) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(
    form,
    async (v) => {
      await saveDelyva(toDelyvaInput(v));
      await onSaved();
    },
    { fields: DELYVA_FIELDS },
  );
  return (
    <Frame code="delyva" connected={connected} intro={t('integrations.delyva.form.intro')} onSubmit={onSubmit} error={error} busy={isSubmitting} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('integrations.courier.apiKey')}
          {...secretProps}
          placeholder={account?.apiKey ?? undefined}
          hint={secretHint(account?.apiKey)}
          error={errorText(errors.apiKey?.message)}
          data-testid="delyva-apiKey-input"
          {...register('apiKey')}
          className="sm:col-span-2"
        />
        <Input
          label={t('integrations.courier.customerId')}
          autoComplete="off"
          spellCheck={false}
          error={errorText(errors.customerId?.message)}
          data-testid="delyva-customerId-input"
          {...register('customerId')}
        />
        <Input
          label={t('integrations.courier.companyId')}
          autoComplete="off"
          spellCheck={false}
          error={errorText(errors.companyId?.message)}
          data-testid="delyva-companyId-input"
          {...register('companyId')}
        />
      </div>
      <ActiveSwitch code="delyva" {...register('active')} />
    </Frame>
  );
}

function RouteForm({ code, account, onClose, onSaved }: DialogProps & { code: RoutedCourier }) {
  const { t } = useTranslation();
  const texts = useIntegrationTexts();
  const name = texts.provider(code);
  const form = useForm<RouteValues>({ resolver: zodResolver(routeSchema), defaultValues: routeValues(account) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(
    form,
    async (v) => {
      await saveCourierRoute(code, toRouteInput(v));
      await onSaved();
    },
    { fields: ROUTE_FIELDS },
  );
  return (
    <Frame code={code} connected={account !== null} intro={t('integrations.route.intro', { name })} onSubmit={onSubmit} error={error} busy={isSubmitting} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('integrations.courier.through')}
          placeholder={t('integrations.route.chooseRoute')}
          options={COURIER_ROUTES.map((r) => ({ value: r, label: texts.provider(r) }))}
          error={errorText(errors.through?.message)}
          data-testid={`${code}-through-input`}
          {...register('through')}
        />
        <Input
          label={t('integrations.courier.accountNumber')}
          autoComplete="off"
          spellCheck={false}
          hint={t('integrations.route.accountNumberHint', { name })}
          error={errorText(errors.accountNumber?.message)}
          data-testid={`${code}-accountNumber-input`}
          {...register('accountNumber')}
        />
      </div>
      <p className="text-xs text-slate-500">{t('integrations.route.throughHint')}</p>
      <ActiveSwitch code={code} {...register('active')} />
    </Frame>
  );
}
