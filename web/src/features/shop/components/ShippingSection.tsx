import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { ShipMethods } from '../api/types';
import { isZeroMoney } from '../logic/money';
import { courierKey } from '../logic/checkout';

const radio = 'mt-0.5 h-5 w-5 shrink-0 accent-[var(--rk-primary)]';

/** How the goods come: a courier to the address (with its rate), self pickup, or "contact HQ". */
export function ShippingSection({
  addressId,
  methods,
  error,
  retry,
  chosen,
  onChoose,
  serverError,
}: {
  addressId: number | null;
  methods: ShipMethods | undefined;
  error: unknown;
  retry: () => void;
  chosen: string | null;
  onChoose: (key: string) => void;
  serverError: string | null;
}) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const money = (v: string) => formatMoney(v, currency);
  return (
    <Card title={t('shop.shipping.title')} data-testid="shipping-section">
      {addressId === null && (
        <p className="mb-2 text-sm text-slate-600" data-testid="shipping-need-address">
          {t('shop.shipping.chooseAddress')}
        </p>
      )}
      {(addressId !== null || methods?.selfPickup) && (
        <Loaded data={methods} error={error} retry={retry}>
          {(m) => (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('shop.shipping.title')}</legend>
              {m.contactHq && (
                <FormMessage kind="info" testId="ship-contact-hq">
                  {m.message ?? t('shop.shipping.contactHq')}
                </FormMessage>
              )}
              {m.options.map((o) => {
                const key = courierKey(o.courierId);
                // Free shipping still charges the courier's handling fee: say so and show what is charged.
                const shippingFree = o.freeShipping || isZeroMoney(o.shipping);
                const nothingToPay = isZeroMoney(o.total);
                const note = nothingToPay || isZeroMoney(o.handlingFee) ? null : shippingFree ? t('shop.shipping.freeWithHandling', { fee: money(o.handlingFee) }) : t('shop.shipping.handling', { fee: money(o.handlingFee) });
                return (
                  <label key={key} className={`flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ${chosen === key ? 'bg-primary/5 ring-2 ring-primary' : 'ring-slate-200'}`} data-testid="ship-option">
                    <input type="radio" name="checkout-shipping" className={radio} checked={chosen === key} onChange={() => onChoose(key)} data-testid={`ship-option-${o.courierId}`} />
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block font-semibold text-slate-900">{[o.name, o.service].filter(Boolean).join(' · ')}</span>
                      {note && <span className="block text-xs text-slate-500" data-testid="ship-option-note">{note}</span>}
                    </span>
                    <span className="text-sm font-semibold text-slate-900" data-testid="ship-option-price">{nothingToPay ? t('shop.shipping.free') : money(o.total)}</span>
                  </label>
                );
              })}
              {m.selfPickup && (
                <label className={`flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ${chosen === 'pickup' ? 'bg-primary/5 ring-2 ring-primary' : 'ring-slate-200'}`} data-testid="ship-option">
                  <input type="radio" name="checkout-shipping" className={radio} checked={chosen === 'pickup'} onChange={() => onChoose('pickup')} data-testid="ship-option-pickup" />
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block font-semibold text-slate-900">{t('shop.shipping.pickup')}</span>
                    {m.pickupAddress && <span className="block text-xs break-words text-slate-500">{t('shop.shipping.pickupAt', { address: m.pickupAddress })}</span>}
                  </span>
                  <span className="text-sm font-semibold text-slate-900">{t('shop.shipping.free')}</span>
                </label>
              )}
              {addressId !== null && m.options.length === 0 && !m.selfPickup && !m.contactHq && (
                <p className="text-sm text-slate-600" data-testid="ship-none">
                  {m.message ?? t('shop.shipping.none')}
                </p>
              )}
            </fieldset>
          )}
        </Loaded>
      )}
      {serverError && (
        <div className="mt-2">
          <FormMessage testId="shipping-error">{serverError}</FormMessage>
        </div>
      )}
    </Card>
  );
}
