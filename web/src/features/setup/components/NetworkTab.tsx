import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { NETWORK_KEY, saveNetwork, useNetwork } from '../api/theme';
import { NETWORK_FIELDS, type CompanyNetwork } from '../api/types';
import { useFormSubmit } from '@/lib/use-form-submit';
import { networkSchema, networkValues, toNetworkInput, type NetworkValues } from '../schemas';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';

export function NetworkTab() {
  const { data, error, mutate: retry } = useNetwork();
  return (
    <Loaded data={data} error={error} retry={() => void retry()}>
      {(network) => <NetworkForm network={network} />}
    </Loaded>
  );
}

function NetworkForm({ network }: { network: CompanyNetwork }) {
  const { t } = useTranslation();
  const form = useForm<NetworkValues>({ resolver: zodResolver(networkSchema), defaultValues: networkValues(network) });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveNetwork(toNetworkInput(v));
      await mutate(NETWORK_KEY, saved, { revalidate: false });
      reset(networkValues(saved));
    },
    { fields: NETWORK_FIELDS },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="network-form">
      <SectionHeading title={t('setup.network.title')} intro={t('setup.network.intro')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {NETWORK_FIELDS.map((name) => (
          <Input
            key={name}
            label={t(`setup.network.${name}`)}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoCapitalize="none"
            spellCheck={false}
            error={errorText(errors[name]?.message)}
            data-testid={`network-${name}`}
            {...register(name)}
          />
        ))}
      </div>
      {status && <FormMessage kind={status.kind} testId={`network-${status.kind}`}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="network-save">
        {t('common.save')}
      </Button>
    </form>
  );
}
