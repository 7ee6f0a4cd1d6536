import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { StatusBadge } from '@/components/StatusBadge';
import { trackCouriers, useCourierBooking } from '../api/courier';
import type { CourierBooking, Order } from '../api/types';
import { BOOKING_TONE, eventsNewestFirst, mayBook, mayHaveBooking } from '../logic/courier';
import type { OrderScope } from '../logic/scope';
import { CourierBookingDialog, CourierError } from './CourierBookingDialog';
import { Facts } from './Facts';
import { useOrderTexts } from './use-order-texts';

/**
 * HQ's "Courier" card on an order: its booking (courier, service, price, airway bill, label, tracking and
 * the courier's events) with Refresh tracking, or Book courier while the order waits to ship by courier.
 * Nothing for an order that has no booking and cannot be booked. `onOrderChanged` reloads the order
 * (booking ships it; a delivered parcel completes it).
 */
export function CourierSection({ order, scope, onOrderChanged }: { order: Order; scope: OrderScope; onOrderChanged: () => void }) {
  const { t } = useTranslation();
  const known = mayHaveBooking(order, scope);
  const bookable = mayBook(order, scope);
  const { data, error, mutate } = useCourierBooking(known ? order.id : null);
  const [booking, setBooking] = useState(false);

  // The dialog outlives the card: booking ships the order, and its report stays open while both reload.
  const dialog = booking && (
    <CourierBookingDialog
      orders={[{ id: order.id, number: order.number }]}
      onClose={() => setBooking(false)}
      onBooked={() => {
        void mutate();
        onOrderChanged();
      }}
    />
  );
  // An order that cannot be booked shows the card only once it is known to have a booking.
  const showCard = known && (bookable || Boolean(data?.booking));

  const bookButton = (
    <Button onClick={() => setBooking(true)} data-testid="order-book-courier">
      {t('orders.courier.book')}
    </Button>
  );

  return (
    <>
      {showCard && (
        <Card title={t('orders.courier.section')} data-testid="order-courier">
          <Loaded data={data} error={error} retry={() => void mutate()}>
            {({ booking: b }) =>
              b ? (
                <BookingView
                  booking={b}
                  onTracked={(now) => void (now ? mutate({ booking: now }, { revalidate: false }) : mutate())}
                  onOrderChanged={onOrderChanged}
                  extra={bookable && b.status === 'failed' ? bookButton : null}
                />
              ) : (
                <div className="space-y-3">
                  <p className="text-sm text-slate-600" data-testid="order-courier-none">
                    {t('orders.courier.none')}
                  </p>
                  {bookButton}
                </div>
              )
            }
          </Loaded>
        </Card>
      )}
      {dialog}
    </>
  );
}

function BookingView({
  booking: b,
  onTracked,
  onOrderChanged,
  extra,
}: {
  booking: CourierBooking;
  /** The booking as the courier now tells it (null: ask the server again). */
  onTracked: (now: CourierBooking | null) => void;
  onOrderChanged: () => void;
  extra: ReactNode;
}) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const refresh = async () => {
    setBusy(true);
    setNotice(false);
    setError(null);
    try {
      const [now] = await trackCouriers([b.orderId]);
      onTracked(now ?? null);
      onOrderChanged();
      setNotice(true);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const events = eventsNewestFirst(b.events);
  return (
    <div className="space-y-4">
      <StatusBadge status={b.status} tone={BOOKING_TONE[b.status] ?? 'neutral'} testId="courier-status">
        {t(`orders.courier.status.${b.status}`, { defaultValue: b.status })}
      </StatusBadge>
      <Facts
        testId="courier-facts"
        rows={[
          [t('orders.courier.courier'), b.courierName, 'courier-name'],
          [t('orders.courier.service'), b.serviceName, 'courier-service'],
          [t('orders.courier.price'), b.price && text.money(b.price), 'courier-price'],
          [t('orders.courier.awb'), b.awb && <span className="font-mono break-all">{b.awb}</span>, 'courier-awb'],
          [t('orders.courier.trackingStatus'), b.trackingStatus, 'courier-tracking-status'],
          [t('orders.courier.bookedAt'), text.dateTime(b.bookedAt), 'courier-booked-at'],
          ...(b.deliveredAt ? [[t('orders.courier.deliveredAt'), text.dateTime(b.deliveredAt), 'courier-delivered-at'] as [string, string, string]] : []),
          ...(b.status === 'failed' && b.error ? [[t('orders.courier.lastError'), b.error, 'courier-last-error'] as [string, string, string]] : []),
        ]}
      />
      {(b.labelUrl || b.trackingUrl) && (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {b.labelUrl && (
            <a href={b.labelUrl} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline" data-testid="courier-label-link">
              {t('orders.courier.labelPdf')}
              <span className="sr-only"> ({t('common.openInNewTab')})</span>
            </a>
          )}
          {b.trackingUrl && (
            <a href={b.trackingUrl} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline" data-testid="courier-tracking-link">
              {t('orders.courier.trackingPage')}
              <span className="sr-only"> ({t('common.openInNewTab')})</span>
            </a>
          )}
        </div>
      )}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('orders.courier.events')}</h3>
        {events.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="courier-no-events">
            {t('orders.courier.noEvents')}
          </p>
        ) : (
          <ol className="relative space-y-3 border-l-2 border-slate-200 pl-5" data-testid="courier-events">
            {events.map((e, i) => (
              <li key={`${e.at}-${i}`} className="relative" data-testid="courier-event">
                <span aria-hidden="true" className={`absolute top-1 -left-[27px] h-3 w-3 rounded-full ring-4 ring-white ${i === 0 ? 'bg-primary' : 'bg-slate-300'}`} />
                <p className="text-sm font-semibold break-words text-slate-900">{e.status}</p>
                <p className="text-xs text-slate-500">{text.dateTime(e.at)}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      {notice && (
        <FormMessage kind="success" testId="courier-refreshed">
          {t('orders.courier.refreshed')}
        </FormMessage>
      )}
      {error !== null && <CourierError error={error} />}
      <div className="flex flex-wrap gap-2">
        {b.awb && (
          <Button variant="secondary" loading={busy} onClick={() => void refresh()} data-testid="courier-refresh">
            {t('orders.courier.refresh')}
          </Button>
        )}
        {extra}
      </div>
    </div>
  );
}
