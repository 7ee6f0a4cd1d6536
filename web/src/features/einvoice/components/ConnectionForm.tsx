import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { failureText, placeServerErrors } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { connectMyInvois } from '../api/einvoice';
import type { EinvoiceConnection } from '../api/types';
import { connectRefusalOf, type ConnectRefusal } from '../logic/errors';
import { CONNECTION_FIELDS, connectionSchema, connectionValues, ENVIRONMENTS, toConnectionInput, type ConnectionValues } from '../logic/forms';
import { COMPANY_SETUP_PATH } from '../logic/paths';

/** What to do after each refusal, below the server's own words. */
const REFUSAL_HINTS: Record<ConnectRefusal, string> = {
  myinvois_refused: 'einvoice.connection.refusedHint',
  myinvois_unreachable: 'einvoice.connection.unreachableHint',
  company_tin_unknown: 'einvoice.connection.tinUnknownHint',
};

/**
 * The client ID and secret of the company's MyInvois taxpayer system and the environment they belong to.
 * The server logs in to MyInvois with them before keeping them: a refusal shows MyInvois's own words, and
 * nothing is saved. It also asks LHDN about the company's TIN with its registration number: when LHDN does
 * not know them (`company_tin_unknown`), the server's message comes with the way to Setup → Company, where
 * HQ corrects them. `current` is the connection being replaced (its client ID and environment are kept;
 * the secret is typed again).
 */
export function ConnectionForm({ current, onSaved, onCancel }: { current?: EinvoiceConnection; onSaved: (saved: EinvoiceConnection) => unknown; onCancel?: () => void }) {
  const { t } = useTranslation();
  const envId = useId();
  const [failure, setFailure] = useState<{ code: ConnectRefusal | null; text: string } | null>(null);
  const form = useForm<ConnectionValues>({ resolver: zodResolver(connectionSchema), defaultValues: connectionValues(current) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await connectMyInvois(toConnectionInput(values));
      await onSaved(saved);
    } catch (err) {
      if (placeServerErrors(err, form.setError, CONNECTION_FIELDS)) return;
      setFailure({ code: connectRefusalOf(err), text: failureText(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="einvoice-connect-form">
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <Input
          className="min-w-0"
          label={t('einvoice.connection.clientId')}
          autoComplete="off"
          spellCheck={false}
          error={errorText(errors.clientId?.message)}
          data-testid="einvoice-client-id"
          {...register('clientId')}
        />
        <Input
          className="min-w-0"
          label={t('einvoice.connection.clientSecret')}
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          hint={current?.connected ? t('einvoice.connection.secretAgain') : undefined}
          error={errorText(errors.clientSecret?.message)}
          data-testid="einvoice-client-secret"
          {...register('clientSecret')}
        />
      </div>
      <fieldset className="min-w-0" aria-describedby={errors.environment ? `${envId}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('einvoice.connection.environment')}</legend>
        <div className="grid gap-2 sm:grid-cols-2" data-testid="einvoice-environment">
          {ENVIRONMENTS.map((env) => (
            <label key={env} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-300 has-[:checked]:bg-primary/5 has-[:checked]:ring-2 has-[:checked]:ring-primary">
              <input type="radio" value={env} className="mt-0.5 h-4 w-4 shrink-0 accent-primary" data-testid={`einvoice-env-${env}`} {...register('environment')} />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{t(`einvoice.environment.${env}`)}</span>
                <span className="block text-xs text-slate-600">{t(`einvoice.environment.${env}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${envId}-error`} message={errors.environment ? t('errors.required') : undefined} />
      </fieldset>
      {failure && (
        <FormMessage testId="einvoice-connect-error">
          <span className="block break-words" data-testid="einvoice-connect-error-message">
            {failure.text}
          </span>
          {failure.code && (
            <span className="mt-1 block" data-testid="einvoice-connect-error-hint">
              {t(REFUSAL_HINTS[failure.code])}
            </span>
          )}
          {failure.code === 'company_tin_unknown' && (
            <Link to={COMPANY_SETUP_PATH} className="mt-2 inline-flex min-h-11 items-center font-semibold break-words text-red-900 underline underline-offset-2" data-testid="einvoice-connect-setup-link">
              {t('einvoice.connection.toCompany')}
            </Link>
          )}
        </FormMessage>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} data-testid="einvoice-connect-cancel">
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={isSubmitting} data-testid="einvoice-connect">
          {current?.connected ? t('einvoice.connection.saveNew') : t('einvoice.connection.connect')}
        </Button>
      </div>
    </form>
  );
}
