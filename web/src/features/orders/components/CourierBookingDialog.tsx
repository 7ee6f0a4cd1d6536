import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Select } from '@/components/Select';
import { Spinner } from '@/components/Spinner';
import { failureText } from '@/lib/form';
import { bookCouriers, type CourierProvider, useCourierProviders, useLiveRates } from '../api/courier';
import type { BookingReport, CourierBooking, ProviderRate } from '../api/types';
import { courierProblem, firstChoice, MAX_BOOKING } from '../logic/courier';
import { INTEGRATIONS_PATH } from '../logic/paths';
import { useOrderTexts } from './use-order-texts';

export interface BookingOrder {
  id: number;
  number: string;
}

/**
 * Books a courier for the orders given, with one of the providers the company has on (a choice when there
 * are several: EasyParcel, Delyva, Ninja Van, or Pos Laju and City-Link through their aggregator). One
 * order: its live rates from that provider to choose from, the one booking would pick selected. Several:
 * each at its cheapest rate. Then what the server answered: the booked orders with their airway bill and
 * label, the others with the reason. `onBooked` runs once the server answered (the caller reloads). Mount
 * it to open it.
 */
export function CourierBookingDialog({ orders, onClose, onBooked }: { orders: BookingOrder[]; onClose: () => void; onBooked: (report: BookingReport) => void }) {
  const { t } = useTranslation();
  const single = orders.length === 1 ? orders[0] : null;
  const providers = useCourierProviders(true);
  const [chosenProvider, setChosenProvider] = useState<CourierProvider | null>(null);
  const provider = chosenProvider ?? providers.data?.[0] ?? null;
  const rates = useLiveRates(single?.id ?? null, provider);
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [report, setReport] = useState<BookingReport | null>(null);

  const list = rates.data?.rates ?? [];
  // While Try again asks again, the spinner shows rather than the old error.
  const ratesError = rates.isValidating ? null : rates.error;
  const service = picked ?? firstChoice(list);
  const tooMany = orders.length > MAX_BOOKING;
  const ready = provider !== null && !tooMany && (single === null || service !== null);
  const providerName = provider ? t(`orders.courier.providerName.${provider}`) : '';

  const chooseProvider = (p: CourierProvider) => {
    setChosenProvider(p);
    setPicked(null);
    setError(null);
  };

  const book = async () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await bookCouriers(
        orders.map((o) => o.id),
        provider,
        single ? (service ?? undefined) : undefined,
      );
      setReport(answer);
      onBooked(answer);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const title = single ? t('orders.courier.titleOne', { number: single.number }) : t('orders.courier.title', { count: orders.length });

  if (report) {
    const numbers = new Map(orders.map((o) => [o.id, o.number]));
    return (
      <Dialog
        open
        wide
        title={t('orders.courier.reportTitle')}
        testId="courier-report"
        onClose={onClose}
        footer={
          <Button onClick={onClose} data-testid="courier-report-close">
            {t('common.close')}
          </Button>
        }
      >
        <p className="mb-3" data-testid="courier-report-summary">
          {t('orders.courier.reportSummary', { booked: report.booked.length, failed: report.failed.length })}
        </p>
        <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {report.booked.map((b) => (
            <BookedRow key={b.orderId} booking={b} />
          ))}
          {report.failed.map((f) => (
            <li key={f.orderId} className="flex items-start gap-3 px-3 py-2" data-testid="courier-failed" data-order-id={f.orderId}>
              <Mark ok={false} />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-slate-900">{f.number ?? numbers.get(f.orderId) ?? `#${f.orderId}`}</span>
                <span className="block break-words text-red-700">
                  <span className="sr-only">{t('orders.courier.notBooked')}: </span>
                  {f.message}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      wide
      title={title}
      testId="courier-dialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="courier-cancel">
            {t('common.cancel')}
          </Button>
          <Button loading={busy} disabled={!ready} onClick={() => void book()} data-testid="courier-book">
            {t('orders.courier.book')}
          </Button>
        </>
      }
    >
      {providers.data === undefined ? (
        providers.error ? (
          <CourierError error={providers.error} retry={() => void providers.mutate()} />
        ) : (
          <p className="flex items-center gap-2 text-slate-600" data-testid="courier-providers-loading">
            <Spinner size="sm" /> {t('common.loading')}
          </p>
        )
      ) : provider === null ? (
        <NotConnected />
      ) : (
        <>
          {providers.data.length > 1 && (
            <Select
              className="mb-4"
              label={t('orders.courier.provider')}
              value={provider}
              onChange={(e) => chooseProvider(e.target.value as CourierProvider)}
              options={providers.data.map((p) => ({ value: p, label: t(`orders.courier.providerName.${p}`) }))}
              data-testid="courier-provider"
            />
          )}
          {single ? (
            <RateChoice
              provider={providerName}
              data={list}
              loaded={rates.data !== undefined}
              error={ratesError}
              service={service}
              onPick={setPicked}
              retry={() => void rates.mutate()}
            />
          ) : (
            <>
              <p data-testid="courier-each-cheapest">{t('orders.courier.eachCheapest')}</p>
              <p className="mt-2 font-medium break-words text-slate-800" data-testid="courier-numbers">
                {orders.map((o) => o.number).join(', ')}
              </p>
              {tooMany && (
                <div className="mt-3">
                  <FormMessage testId="courier-too-many">{t('orders.courier.tooMany', { max: MAX_BOOKING })}</FormMessage>
                </div>
              )}
            </>
          )}
        </>
      )}
      {error !== null && (
        <div className="mt-3">
          <CourierError error={error} />
        </div>
      )}
    </Dialog>
  );
}

/** One order's live rates as radio buttons, or why there are none. */
function RateChoice({
  provider,
  data,
  loaded,
  error,
  service,
  onPick,
  retry,
}: {
  /** The provider's name, as the texts say it. */
  provider: string;
  data: ProviderRate[];
  loaded: boolean;
  error: unknown;
  service: string | null;
  onPick: (serviceId: string) => void;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  if (!loaded && error) return <CourierError error={error} retry={retry} />;
  if (!loaded) {
    return (
      <p className="flex items-center gap-2 text-slate-600" data-testid="courier-rates-loading">
        <Spinner size="sm" /> {t('orders.courier.ratesLoading', { provider })}
      </p>
    );
  }
  if (data.length === 0) return <FormMessage testId="courier-no-rates">{t('orders.courier.noRates', { provider })}</FormMessage>;
  return (
    <fieldset data-testid="courier-rates">
      <legend className="mb-2 font-medium text-slate-800">{t('orders.courier.chooseRate')}</legend>
      <div className="space-y-2">
        {data.map((r) => (
          <label
            key={r.serviceId}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-2 ring-1 ${service === r.serviceId ? 'bg-primary/5 ring-primary' : 'ring-slate-200 hover:bg-slate-50'}`}
            data-testid="courier-rate"
          >
            <input
              type="radio"
              name="courier-service"
              value={r.serviceId}
              checked={service === r.serviceId}
              onChange={() => onPick(r.serviceId)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
              data-testid={`courier-rate-${r.serviceId}`}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-slate-900">
                {r.courierName} <span className="font-normal text-slate-600">· {r.serviceName}</span>
              </span>
              <span className="block text-xs break-words text-slate-500">{r.delivery}</span>
              {r.chosen && r.price !== null && <span className="mt-0.5 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">{t('orders.courier.cheapest')}</span>}
            </span>
            <span className="shrink-0 font-semibold whitespace-nowrap text-slate-900">{r.price === null ? t('orders.courier.contractRate') : text.money(r.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Mark({ ok }: { ok: boolean }) {
  return (
    <span aria-hidden="true" className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${ok ? 'bg-emerald-600' : 'bg-red-600'}`}>
      {ok ? '✓' : '!'}
    </span>
  );
}

function BookedRow({ booking: b }: { booking: CourierBooking }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  return (
    <li className="flex items-start gap-3 px-3 py-2" data-testid="courier-booked" data-order-id={b.orderId}>
      <Mark ok />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words text-slate-900">
          <span className="sr-only">{t('orders.courier.booked')}: </span>
          {b.number}
        </span>
        <span className="block break-words text-slate-600">{[b.courierName, b.serviceName, b.price && text.money(b.price)].filter(Boolean).join(' · ')}</span>
        {b.awb && (
          <span className="block text-slate-700">
            {t('orders.courier.awb')}:{' '}
            <span className="font-mono break-all text-slate-900" data-testid="courier-awb">
              {b.awb}
            </span>
          </span>
        )}
        {b.labelUrl && (
          <a href={b.labelUrl} target="_blank" rel="noreferrer" className="mt-1 inline-flex min-h-9 items-center font-semibold text-primary hover:underline" data-testid="courier-label-link">
            {t('orders.courier.printLabel')}
            <span className="sr-only"> ({t('common.openInNewTab')})</span>
          </a>
        )}
      </span>
    </li>
  );
}

/** No provider to book with: the way to Integrations. */
function NotConnected() {
  const { t } = useTranslation();
  return (
    <FormMessage testId="courier-not-connected">
      {t('orders.courier.notConnected')}{' '}
      <Link to={INTEGRATIONS_PATH} className="font-semibold underline" data-testid="courier-integration-link">
        {t('orders.courier.openIntegrations')}
      </Link>
    </FormMessage>
  );
}

/**
 * Why courier booking could not be asked: no provider connected (with the way to Integrations), the
 * order not quotable or the provider out of reach (the server's words, with Try again), or any failure.
 */
export function CourierError({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  const problem = courierProblem(error);
  if (problem.kind === 'not_connected') return <NotConnected />;
  return (
    <div className="space-y-2">
      <FormMessage testId="courier-error">{problem.kind === 'other' ? failureText(error) : problem.message}</FormMessage>
      {retry && problem.kind !== 'cannot_quote' && (
        <Button variant="secondary" onClick={retry} data-testid="courier-retry">
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
