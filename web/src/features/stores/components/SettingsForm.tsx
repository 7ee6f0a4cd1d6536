import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Switch } from '@/components/Switch';
import { useFormSubmit } from '@/lib/use-form-submit';
import { refreshProgram, saveProgramSettings, settingsKey } from '../api/stores';
import type { JoinPolicy, StoreProgramSettings } from '../api/types';

interface Values {
  offered: boolean;
  joinPolicy: JoinPolicy;
}

const POLICIES: JoinPolicy[] = ['approval', 'direct'];

/** HQ's settings of a program: offered to agents or not, and how they join. Staff read them. */
export function SettingsForm({ settings, canEdit }: { settings: StoreProgramSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const form = useForm<Values>({ defaultValues: { offered: settings.offered, joinPolicy: settings.joinPolicy } });
  const {
    register,
    formState: { isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(form, async (v) => {
    const saved = await saveProgramSettings(settings.program, v);
    await mutate(settingsKey(settings.program), saved, { revalidate: false });
    form.reset({ offered: saved.offered, joinPolicy: saved.joinPolicy });
    await refreshProgram(mutate, settings.program);
  }, { fields: ['offered', 'joinPolicy'] });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="program-settings-form">
      <Card title={t('stores.settings.title')}>
        <fieldset disabled={!canEdit || isSubmitting} className="space-y-4">
          <legend className="sr-only">{t('stores.settings.title')}</legend>
          <Switch label={t('stores.settings.offered')} hint={t('stores.settings.offeredHint')} data-testid="settings-offered" {...register('offered')} />
          <div role="radiogroup" aria-labelledby="settings-policy-label" className="space-y-2">
            <p id="settings-policy-label" className="text-sm font-medium text-slate-800">
              {t('stores.settings.joinPolicy')}
            </p>
            {POLICIES.map((p) => (
              <label key={p} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:bg-primary/5 has-[:checked]:ring-primary">
                <input type="radio" value={p} className="mt-0.5 h-5 w-5 shrink-0 accent-primary" data-testid={`settings-policy-${p}`} {...register('joinPolicy')} />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{t(`stores.settings.policy.${p}`)}</span>
                  <span className="block text-xs text-slate-600">{t(`stores.settings.policyHint.${p}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {!canEdit && (
          <p className="mt-4 text-sm text-slate-600" data-testid="settings-read-only">
            {t('stores.settings.readOnly')}
          </p>
        )}
      </Card>
      {status && (
        <FormMessage kind={status.kind} testId={`settings-${status.kind}`}>
          {status.text}
        </FormMessage>
      )}
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto" data-testid="settings-save">
            {t('common.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
