import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { Spinner } from '@/components/Spinner';
import { Switch } from '@/components/Switch';
import { Textarea } from '@/components/Textarea';
import { PageTitle } from '@/components/PageTitle';
import { useDebounced } from '@/lib/use-debounced';
import { LinkButton } from '@/components/LinkButton';
import { usePhoneCodes, useStates } from '@/features/profile/api/get-attributes';
import { RegionSelects } from '@/components/RegionSelects';
import { failureText } from '@/lib/form';
import { ApiError } from '@/lib/api';
import { useCompany } from '@/lib/company';
import { courierRatesUrl, createOrder, quoteOrder, useCourierRates } from '../api/orders';
import type { AgentOption, Totals } from '../api/types';
import { HqOnly } from '../components/HqOnly';
import { AgentChooser, DraftLines, PackageAdder, ProductAdder } from '../components/NewOrderParts';
import { OrderTotals } from '../components/OrderTotals';
import { useOrderTexts } from '../components/use-order-texts';
import { addLine, basisBody, createBody, emptyValues, estimateBasis, formFieldOf, newOrderSchema, quoteReady, removeLine, setLineQuantity, type DraftLine, type NewOrderValues } from '../logic/new-order';
import { detailsPath, ORDERS_PATH } from '../logic/paths';

const QUOTE_DELAY_MS = 400;

/** A quote for a body (as JSON, so equal bodies share one call); null asks nothing. */
function useQuote(json: string | null) {
  const settled = useDebounced(json, QUOTE_DELAY_MS);
  return useSWR<Totals>(settled ? ['/api/orders/quote', settled] : null, ([, body]: [string, string]) => quoteOrder(JSON.parse(body)), { keepPreviousData: true, shouldRetryOnError: false });
}

/** /manage-orders/new (HQ): place an order for an agent. */
export function NewOrderPage() {
  return (
    <HqOnly>
      <NewOrderForm />
    </HqOnly>
  );
}

function NewOrderForm() {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const navigate = useNavigate();
  const company = useCompany();
  const country = company.currency === 'IDR' ? 'ID' : 'MY';
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewOrderValues>({ resolver: zodResolver(newOrderSchema(t)), defaultValues: emptyValues(country) });
  const values = { ...emptyValues(country), ...useWatch({ control }) } as NewOrderValues;
  const [agent, setAgent] = useState<AgentOption | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [agentError, setAgentError] = useState<string | undefined>();
  const [itemsError, setItemsError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  // An Indonesian company's address names its region from the lists (province → regency → district → village).
  const regions = country === 'ID';
  const { data: states } = useStates(regions ? null : country);
  const { data: phoneCodes } = usePhoneCodes();

  const courier = values.shipmentType === 'courier';
  const ready = agent !== null && lines.length > 0;
  const basis = useQuote(ready ? JSON.stringify(basisBody(agent, lines)) : null);
  // The goods alone priced by the server; when it refuses (no self pickup here), an estimate from the lines.
  const rateBasis = basis.data ?? (basis.error ? estimateBasis(lines) : null);
  const ratesUrl =
    courier && values.state && rateBasis ? courierRatesUrl({ country, state: values.state, weight: rateBasis.weight, units: rateBasis.units, subtotal: rateBasis.subTotal }) : null;
  const rates = useCourierRates(ratesUrl);
  const full = useQuote(ready && quoteReady(values) ? JSON.stringify(createBody(values, agent, lines)) : null);
  const voucherError = full.error instanceof ApiError ? full.error.errors?.voucherCode : undefined;
  const quoteError = full.error && !voucherError ? failureText(full.error) : null;

  const submit = handleSubmit(async (v) => {
    if (agent === null || lines.length === 0) return;
    try {
      const order = await createOrder(createBody(v, agent, lines));
      navigate(detailsPath(order.id), { state: { notice: t('orders.new.created', { number: order.number }) } });
    } catch (err) {
      let placed = false;
      const other: string[] = [];
      for (const [field, message] of Object.entries(err instanceof ApiError ? (err.errors ?? {}) : {})) {
        const name = formFieldOf(field);
        if (name) {
          setError(name, { type: 'server', message });
          placed = true;
        } else if (field === 'agentId') {
          setAgentError(message);
          placed = true;
        } else if (field.startsWith('items')) {
          setItemsError(message);
          placed = true;
        } else other.push(message);
      }
      if (!placed || other.length > 0) setFormError(other[0] ?? failureText(err));
    }
  });

  // The agent and the lines live outside the form: checked with it, so every missing part shows at once.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    setFormError(null);
    setAgentError(agent === null ? t('orders.new.chooseAgent') : undefined);
    setItemsError(lines.length === 0 ? t('orders.new.addItem') : undefined);
    void submit(e);
  };

  const shownTotals = full.data ?? null;

  return (
    <div className="mx-auto max-w-6xl" data-testid="new-order-page">
      <PageTitle subtitle={t('orders.new.intro')} actions={<LinkButton to={ORDERS_PATH}>{t('orders.details.backToList')}</LinkButton>}>
        {t('orders.new.title')}
      </PageTitle>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <Card title={t('orders.new.agent')}>
            <AgentChooser
              value={agent}
              onChange={(a) => {
                setAgent(a);
                setAgentError(undefined);
              }}
              error={agentError}
            />
          </Card>

          <Card title={t('orders.new.items')}>
            <div className="space-y-4">
              <ProductAdder
                onAdd={(l) => {
                  setLines((ls) => addLine(ls, l));
                  setItemsError(undefined);
                }}
              />
              <PackageAdder
                onAdd={(l) => {
                  setLines((ls) => addLine(ls, l));
                  setItemsError(undefined);
                }}
              />
              <DraftLines lines={lines} onQuantity={(key, n) => setLines((ls) => setLineQuantity(ls, key, n))} onRemove={(key) => setLines((ls) => removeLine(ls, key))} />
              <FieldError message={itemsError} />
            </div>
          </Card>

          <Card title={t('orders.new.delivery')}>
            <fieldset className="mb-4">
              <legend className="mb-2 text-sm font-medium text-slate-700">{t('orders.new.shipmentType')}</legend>
              <div className="flex flex-wrap gap-2">
                {(['courier', 'pickup'] as const).map((s) => (
                  <label key={s} className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 ring-1 ${values.shipmentType === s ? 'bg-primary/10 ring-primary' : 'ring-slate-300'}`}>
                    <input type="radio" value={s} className="accent-primary" {...register('shipmentType')} data-testid={`new-order-shipment-${s}`} />
                    {text.shipment(s)}
                  </label>
                ))}
              </div>
            </fieldset>
            {courier && (
              <div className="space-y-4" data-testid="new-order-address">
                <div className="grid gap-3 sm:grid-cols-2">
                  <Input label={t('orders.new.firstName')} autoComplete="off" error={errors.firstName?.message} {...register('firstName')} data-testid="new-order-first-name" />
                  <Input label={t('orders.new.lastName')} autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
                  <Select label={t('orders.new.phoneCode')} options={(phoneCodes ?? [{ code: values.phoneCode, name: '', iso2: '' }]).map((p) => ({ value: p.code, label: `${p.code} ${p.name}`.trim() }))} {...register('phoneCode')} />
                  <Input label={t('orders.new.phone')} type="tel" inputMode="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} data-testid="new-order-phone" />
                  <Input className="sm:col-span-2" label={t('orders.new.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
                  <Input className="sm:col-span-2" label={t('orders.new.address1')} autoComplete="off" error={errors.address1?.message} {...register('address1')} data-testid="new-order-address1" />
                  <Input className="sm:col-span-2" label={t('orders.new.address2')} autoComplete="off" error={errors.address2?.message} {...register('address2')} />
                  <Input label={t('orders.new.postCode')} inputMode="numeric" autoComplete="off" error={errors.postCode?.message} {...register('postCode')} data-testid="new-order-postcode" />
                  {regions ? (
                    <RegionSelects
                      values={values}
                      register={(f) => register(f)}
                      setField={(f, value) => setValue(f, value)}
                      errors={{ state: errors.state?.message, regencyCode: errors.regencyCode?.message, districtCode: errors.districtCode?.message, villageCode: errors.villageCode?.message }}
                      testId={(f) => (f === 'state' ? 'new-order-state' : `new-order-${f}`)}
                      onProvinceChange={() => setValue('shipmentId', '')}
                    />
                  ) : (
                    <>
                      <Input label={t('orders.new.city')} autoComplete="off" error={errors.city?.message} {...register('city')} data-testid="new-order-city" />
                      <Select
                        className="sm:col-span-2"
                        label={t('orders.new.state')}
                        placeholder={t('common.choose')}
                        options={(states ?? []).map((s) => ({ value: s.code, label: s.name }))}
                        error={errors.state?.message}
                        {...register('state', { onChange: () => setValue('shipmentId', '') })}
                        data-testid="new-order-state"
                      />
                    </>
                  )}
                </div>
                <fieldset data-testid="new-order-couriers">
                  <legend className="mb-2 text-sm font-medium text-slate-700">{t('orders.new.courier')}</legend>
                  {!values.state || !ready ? (
                    <p className="text-sm text-slate-500">{t('orders.new.courierFirst')}</p>
                  ) : !rates.data ? (
                    rates.error ? <p className="text-sm text-red-700">{failureText(rates.error)}</p> : <Spinner size="sm" />
                  ) : rates.data.options.length === 0 ? (
                    <FormMessage kind="info" testId="new-order-contact-hq">
                      {rates.data.message ?? t('orders.new.noCourier')}
                    </FormMessage>
                  ) : (
                    <div className="space-y-2">
                      {rates.data.options.map((o) => (
                        <label key={o.courierId} className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 ring-1 ${values.shipmentId === String(o.courierId) ? 'bg-primary/10 ring-primary' : 'ring-slate-300'}`}>
                          <span className="flex items-center gap-2">
                            <input type="radio" value={String(o.courierId)} className="accent-primary" {...register('shipmentId')} data-testid="new-order-courier-option" />
                            <span>
                              {o.name} {o.service}
                            </span>
                          </span>
                          <span className="text-sm font-semibold">{o.freeShipping ? t('orders.new.freeShipping', { fee: text.money(o.handlingFee) }) : text.money(o.total)}</span>
                        </label>
                      ))}
                    </div>
                  )}
                  <FieldError message={errors.shipmentId?.message} />
                </fieldset>
              </div>
            )}
          </Card>

          <Card title={t('orders.new.more')}>
            <div className="space-y-3">
              <Input label={t('orders.new.voucherCode')} autoComplete="off" className="max-w-xs" error={errors.voucherCode?.message ?? voucherError} {...register('voucherCode')} data-testid="new-order-voucher" />
              <Textarea label={t('orders.new.notes')} rows={3} error={errors.orderNotes?.message} {...register('orderNotes')} data-testid="new-order-notes" />
              <Switch label={t('orders.new.markPaid')} hint={t('orders.new.markPaidHint')} {...register('markPaid')} data-testid="new-order-mark-paid" />
            </div>
          </Card>
        </div>

        <div>
          <Card title={t('orders.new.summary')} className="lg:sticky lg:top-4" data-testid="new-order-summary">
            {!ready ? (
              <p className="text-sm text-slate-500">{t('orders.new.summaryEmpty')}</p>
            ) : shownTotals ? (
              <div aria-busy={full.isValidating || undefined}>
                <OrderTotals order={{ ...shownTotals, voucherCode: shownTotals.voucher?.code ?? null, taxPercent: null }} />
              </div>
            ) : basis.data ? (
              <div className="space-y-2 text-sm">
                <p className="flex justify-between" data-testid="new-order-subtotal">
                  <span className="text-slate-600">{t('orders.totals.subTotal')}</span>
                  <span className="font-semibold">{text.money(basis.data.subTotal)}</span>
                </p>
                <p className="text-slate-500">{t('orders.new.chooseDelivery')}</p>
              </div>
            ) : basis.error ? (
              <p className="text-sm text-slate-500">{t('orders.new.chooseDelivery')}</p>
            ) : (
              <Spinner size="sm" />
            )}
            {quoteError && (
              <div className="mt-3">
                <FormMessage testId="new-order-quote-error">{quoteError}</FormMessage>
              </div>
            )}
            {formError && (
              <div className="mt-3">
                <FormMessage testId="new-order-error">{formError}</FormMessage>
              </div>
            )}
            <Button type="submit" block className="mt-4" loading={isSubmitting} data-testid="new-order-submit">
              {values.markPaid ? t('orders.new.submitPaid') : t('orders.new.submit')}
            </Button>
          </Card>
        </div>
      </form>
    </div>
  );
}
