import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Switch } from '@/components/Switch';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { saveBillplz } from '../api/integrations';
import type { BillplzSetup } from '../api/types';
import { BILLPLZ_FIELDS, billplzSchema, billplzValues, toBillplzInput, type BillplzValues } from '../logic/billplz-form';

/**
 * Billplz's form: connect it (`setup` null: both keys needed) or change it (empty keys keep the saved
 * ones; it stays on or off as it is). The server's refusals show under their fields. Mount it to open it.
 */
export function BillplzDialog({ setup, onClose, onSaved }: { setup: BillplzSetup | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const connected = setup !== null;
  const form = useForm<BillplzValues>({ resolver: zodResolver(billplzSchema(connected)), defaultValues: billplzValues(setup) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(
    form,
    async (v) => {
      await saveBillplz(toBillplzInput(v, setup?.active ?? true));
      await onSaved();
    },
    { fields: BILLPLZ_FIELDS },
  );
  const keyHint = (saved: string | undefined) => (saved ? t('integrations.billplz.form.keepKey', { saved }) : t('integrations.billplz.form.keyHint'));

  return (
    <Dialog open wide title={t(connected ? 'integrations.billplz.form.editTitle' : 'integrations.billplz.form.connectTitle')} onClose={onClose} testId="billplz-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">{t('integrations.billplz.form.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('integrations.billplz.apiKey')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            hint={keyHint(setup?.apiKey)}
            error={errorText(errors.apiKey?.message)}
            data-testid="billplz-apiKey-input"
            {...register('apiKey')}
          />
          <Input
            label={t('integrations.billplz.xSignatureKey')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            hint={keyHint(setup?.xSignatureKey)}
            error={errorText(errors.xSignatureKey?.message)}
            data-testid="billplz-xSignatureKey-input"
            {...register('xSignatureKey')}
          />
          <Input
            label={t('integrations.billplz.collectionId')}
            autoComplete="off"
            spellCheck={false}
            hint={t('integrations.billplz.form.collectionHint')}
            error={errorText(errors.collectionId?.message)}
            data-testid="billplz-collectionId-input"
            {...register('collectionId')}
          />
          <Input
            label={t('integrations.billplz.adminFee')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            hint={t('integrations.billplz.form.feeHint')}
            error={errorText(errors.adminFee?.message)}
            data-testid="billplz-adminFee-input"
            {...register('adminFee')}
          />
        </div>
        <Switch label={t('integrations.billplz.form.sandbox')} hint={t('integrations.billplz.form.sandboxHint')} data-testid="billplz-sandbox-input" {...register('sandbox')} />
        {error && <FormMessage testId="billplz-error">{error}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="billplz-save">
            {t(connected ? 'common.save' : 'integrations.billplz.connect')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
