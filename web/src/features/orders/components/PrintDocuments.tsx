import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import type { Order, OrderCompany } from '../api/types';
import { addressLines } from '../logic/display';
import { printedEinvoice } from '../logic/einvoice';
import { Barcode } from './Barcode';
import { EinvoiceQr } from './EinvoiceQr';
import { OrderTotals } from './OrderTotals';
import { A4_SHEET, LABEL_SHEET } from './PrintFrame';
import { useOrderTexts } from './use-order-texts';

function useSeller(order: Order): OrderCompany {
  const company = useCompany();
  return order.company ?? { name: company.name, roc: null, address: null, phone: null, email: null, tin: null, sst: null, logo: company.logo_url };
}

function CompanyBlock({ company, compact = false }: { company: OrderCompany; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-start gap-3" data-testid="print-company">
      {company.logo && !compact && <img src={company.logo} alt="" className="h-14 w-14 shrink-0 object-contain" />}
      <div className={`min-w-0 ${compact ? 'text-[10px] leading-tight' : 'text-xs leading-snug'}`}>
        <p className={`font-bold ${compact ? 'text-xs' : 'text-base'}`}>{company.name}</p>
        {company.roc && <p>{t('orders.print.roc', { roc: company.roc })}</p>}
        {company.address && <p className="whitespace-pre-line">{company.address}</p>}
        {(company.phone || company.email) && <p>{[company.phone, company.email].filter(Boolean).join(' · ')}</p>}
        {company.tin && <p>{t('orders.print.tin', { tin: company.tin })}</p>}
        {company.sst && <p>{t('orders.print.sst', { sst: company.sst })}</p>}
      </div>
    </div>
  );
}

/**
 * The sale's LHDN e-invoice on the printed invoice: once validated, its UUID with a QR code of the public
 * validation link (and the link written out); a sale in the month's consolidated e-invoice says so.
 */
function EinvoiceBlock({ order }: { order: Order }) {
  const { t } = useTranslation();
  const e = printedEinvoice(order);
  if (!e) return null;
  if (e.kind === 'consolidated')
    return (
      <p className="mt-4 border border-slate-400 px-2 py-1.5 text-xs" data-testid="invoice-einvoice" data-kind="consolidated">
        {t('orders.print.einvoiceConsolidated')}
      </p>
    );
  return (
    <div className="mt-4 flex min-w-0 items-start gap-3 border border-slate-400 p-2 text-xs leading-snug break-inside-avoid" data-testid="invoice-einvoice" data-kind="validated">
      {e.link && <EinvoiceQr link={e.link} alt={t('orders.print.einvoiceQr')} />}
      <div className="min-w-0">
        <p className="font-bold">{t('orders.print.einvoiceHeading')}</p>
        <p className="break-all" data-testid="invoice-einvoice-uuid">
          {t('orders.print.einvoiceUuid', { uuid: e.uuid })}
        </p>
        {e.link && (
          <>
            <p className="mt-1">{t('orders.print.einvoiceScan')}</p>
            <p className="text-[10px] break-all text-slate-700" data-testid="invoice-einvoice-link">
              {e.link}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function AddressBlock({ title, order, testId }: { title: string; order: Order; testId: string }) {
  const { t } = useTranslation();
  const a = order.address;
  return (
    <div className="min-w-0 text-xs leading-snug" data-testid={testId}>
      <p className="mb-1 text-[10px] font-bold tracking-wide text-slate-600 uppercase">{title}</p>
      <p className="font-semibold">{a?.name ?? order.receiver}</p>
      {addressLines(a).map((l) => (
        <p key={l}>{l}</p>
      ))}
      {a?.phone && <p>{a.phone}</p>}
      {!a && order.shipmentType === 'pickup' && <p>{t('orders.shipment.pickup')}</p>}
    </div>
  );
}

/** The A4 invoice; `extra` (another screen's lines, e.g. the e-koop student and class) sits above the items. */
export function InvoiceSheet({ order, extra }: { order: Order; extra?: ReactNode }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const company = useSeller(order);
  const o = order;
  return (
    <section className={A4_SHEET} data-testid="invoice-sheet" aria-label={t('orders.print.invoiceOf', { number: o.number })}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4">
        <CompanyBlock company={company} />
        <div className="text-right text-xs leading-snug">
          <p className="text-2xl font-bold tracking-wide">{t('orders.print.invoiceHeading')}</p>
          <p>
            {t('orders.print.invoiceNo')}: <span className="font-semibold" data-testid="invoice-number">{o.invoiceNumber ?? o.number}</span>
          </p>
          <p>
            {t('orders.print.orderNo')}: <span className="font-semibold">{o.number}</span>
          </p>
          <p>
            {t('orders.print.date')}: {text.date(o.createdAt)}
          </p>
          {o.paidAt && (
            <p>
              {t('orders.print.paidOn')}: {text.date(o.paidAt)}
            </p>
          )}
          <p>
            {t('orders.print.payment')}: {text.method(o.paymentMethod)} · {text.paymentStatus(o.paymentStatus)}
          </p>
          {o.referenceNumber && (
            <p>
              {t('orders.details.reference')}: {o.referenceNumber}
            </p>
          )}
        </div>
      </header>
      <div className="grid grid-cols-2 gap-4 py-4">
        <div className="text-xs leading-snug" data-testid="invoice-bill-to">
          <p className="mb-1 text-[10px] font-bold tracking-wide text-slate-600 uppercase">{t('orders.print.billTo')}</p>
          <p className="font-semibold">{o.agent.name}</p>
          <p>{[o.agent.username, o.agent.tierName].filter(Boolean).join(' · ')}</p>
          {o.address?.email && <p>{o.address.email}</p>}
          {o.buyerTin && <p data-testid="invoice-buyer-tin">{t('orders.print.buyerTin', { tin: o.buyerTin })}</p>}
        </div>
        <AddressBlock title={o.shipmentType === 'pickup' ? t('orders.print.collectAt') : t('orders.print.shipTo')} order={o} testId="invoice-ship-to" />
      </div>
      {extra}
      <table className="w-full border-collapse text-left text-xs" data-testid="invoice-items">
        <thead>
          <tr className="border-y border-black">
            <th scope="col" className="py-1.5 pr-2">#</th>
            <th scope="col" className="py-1.5 pr-2">{t('orders.items.item')}</th>
            <th scope="col" className="py-1.5 pr-2">{t('orders.items.sku')}</th>
            <th scope="col" className="py-1.5 pr-2 text-right">{t('orders.items.quantity')}</th>
            <th scope="col" className="py-1.5 pr-2 text-right">{t('orders.items.unitPrice')}</th>
            <th scope="col" className="py-1.5 text-right">{t('orders.items.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {o.items.map((item, i) => (
            <tr key={i} className="border-b border-slate-300 align-top">
              <td className="py-1.5 pr-2">{i + 1}</td>
              <td className="py-1.5 pr-2">
                {item.name}
                {item.label ? ` · ${item.label}` : ''}
                {item.picks.length > 0 && <span className="block text-[10px] text-slate-600">{item.picks.map((p) => `${p.quantity} × ${p.name}${p.label ? ` ${p.label}` : ''}`).join(', ')}</span>}
              </td>
              <td className="py-1.5 pr-2">{item.sku ?? ''}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{item.quantity}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{text.money(item.unitPrice)}</td>
              <td className="py-1.5 text-right tabular-nums">{text.money(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <Barcode value={o.number} height={48} maxWidth="70mm" testId="invoice-barcode" />
        <OrderTotals order={o} compact />
      </div>
      {o.orderNotes && (
        <p className="mt-4 text-xs">
          <span className="font-semibold">{t('orders.details.orderNotes')}: </span>
          {o.orderNotes}
        </p>
      )}
      <EinvoiceBlock order={o} />
      <p className="mt-6 border-t border-slate-300 pt-2 text-center text-[10px] text-slate-600">{t('orders.print.computerGenerated')}</p>
    </section>
  );
}

/** The A4 packing list: what goes in the parcel, with boxes to tick. */
export function PackingListSheet({ order }: { order: Order }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const company = useSeller(order);
  const o = order;
  const box = <span aria-hidden="true" className="inline-block h-4 w-4 border border-black" />;
  return (
    <section className={A4_SHEET} data-testid="packing-list-sheet" aria-label={t('orders.print.packingListOf', { number: o.number })}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div>
          <p className="text-2xl font-bold tracking-wide">{t('orders.print.packingListHeading')}</p>
          <p className="text-sm font-semibold">{o.number}</p>
          <p className="text-xs">
            {t('orders.print.date')}: {text.date(o.createdAt)} · {company.name}
          </p>
        </div>
        <Barcode value={o.number} height={44} maxWidth="65mm" testId="packing-barcode" />
      </header>
      <div className="grid grid-cols-2 gap-4 py-4">
        <AddressBlock title={o.shipmentType === 'pickup' ? t('orders.print.collectAt') : t('orders.print.shipTo')} order={o} testId="packing-ship-to" />
        <div className="text-xs leading-snug">
          <p className="mb-1 text-[10px] font-bold tracking-wide text-slate-600 uppercase">{t('orders.print.shipping')}</p>
          <p>{o.shipmentType === 'pickup' ? t('orders.shipment.pickup') : (o.shippingMethod ?? t('orders.shipment.courier'))}</p>
          {o.trackingNumber && <p>{t('orders.print.tracking', { number: o.trackingNumber })}</p>}
          <p>{t('orders.print.unitsWeight', { units: o.units, weight: o.weight })}</p>
        </div>
      </div>
      <table className="w-full border-collapse text-left text-sm" data-testid="packing-items">
        <thead>
          <tr className="border-y border-black text-xs">
            <th scope="col" className="w-8 py-1.5">
              <span className="sr-only">{t('orders.print.packed')}</span>
            </th>
            <th scope="col" className="py-1.5 pr-2">{t('orders.items.item')}</th>
            <th scope="col" className="py-1.5 pr-2">{t('orders.items.sku')}</th>
            <th scope="col" className="py-1.5 text-right">{t('orders.items.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {o.items.flatMap((item, i) => {
            const rows = [
              <tr key={`i${i}`} className="border-b border-slate-300 align-top" data-testid="packing-item">
                <td className="py-2">{item.picks.length === 0 ? box : null}</td>
                <td className="py-2 pr-2 font-medium">
                  {item.name}
                  {item.label ? ` · ${item.label}` : ''}
                </td>
                <td className="py-2 pr-2 font-mono text-xs">{item.sku ?? ''}</td>
                <td className="py-2 text-right text-base font-bold tabular-nums">{item.quantity}</td>
              </tr>,
            ];
            item.picks.forEach((p, j) =>
              rows.push(
                <tr key={`i${i}p${j}`} className="border-b border-slate-200 align-top text-xs" data-testid="packing-pick">
                  <td className="py-1.5 pl-2">{box}</td>
                  <td className="py-1.5 pr-2 pl-4">
                    {p.name}
                    {p.label ? ` · ${p.label}` : ''}
                  </td>
                  <td className="py-1.5 pr-2 font-mono">{p.sku ?? ''}</td>
                  <td className="py-1.5 text-right font-semibold tabular-nums">{p.quantity * item.quantity}</td>
                </tr>,
              ),
            );
            return rows;
          })}
        </tbody>
      </table>
      <p className="mt-2 text-right text-sm font-semibold">{t('orders.print.totalUnits', { units: o.units })}</p>
      {o.orderNotes && (
        <p className="mt-4 text-xs">
          <span className="font-semibold">{t('orders.details.orderNotes')}: </span>
          {o.orderNotes}
        </p>
      )}
      <div className="mt-10 grid grid-cols-2 gap-8 text-xs">
        <p className="border-t border-black pt-1">{t('orders.print.packedBy')}</p>
        <p className="border-t border-black pt-1">{t('orders.print.checkedBy')}</p>
      </div>
    </section>
  );
}

/** The 4×6 inch shipping label's content. */
export function ShippingLabel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const company = useSeller(order);
  const o = order;
  return (
    <div className="flex h-full flex-col gap-2 text-black" data-testid="shipping-label">
      <div className="flex items-center justify-between border-b-2 border-black pb-1">
        <p className="text-sm font-bold">{o.shipmentType === 'pickup' ? t('orders.shipment.pickup') : (o.shippingMethod ?? t('orders.shipment.courier'))}</p>
        <p className="text-[10px]">{text.date(o.createdAt)}</p>
      </div>
      <div data-testid="label-to">
        <p className="text-[10px] font-bold uppercase">{t('orders.print.to')}</p>
        <p className="text-base leading-tight font-bold">{o.address?.name ?? o.receiver}</p>
        {o.address?.phone && <p className="text-sm font-semibold">{o.address.phone}</p>}
        {addressLines(o.address).map((l) => (
          <p key={l} className="text-sm leading-tight">
            {l}
          </p>
        ))}
      </div>
      <div className="border-t border-dashed border-black pt-1" data-testid="label-from">
        <p className="text-[10px] font-bold uppercase">{t('orders.print.from')}</p>
        <CompanyBlock company={{ ...company, roc: null, tin: null, sst: null, email: null }} compact />
      </div>
      <div className="mt-auto space-y-1 border-t-2 border-black pt-1">
        <p className="text-[10px] font-bold uppercase">{t('orders.print.orderNo')}</p>
        <Barcode value={o.number} height={40} testId="label-order-barcode" />
        <p className="text-[10px] font-bold uppercase">{t('orders.print.trackingNo')}</p>
        {o.trackingNumber ? <Barcode value={o.trackingNumber} height={56} testId="label-tracking-barcode" /> : <p className="py-3 text-center text-xs" data-testid="label-no-tracking">{t('orders.print.noTracking')}</p>}
        <p className="flex justify-between border-t border-black pt-1 text-xs font-semibold" data-testid="label-weight">
          <span>{t('orders.print.weight', { weight: o.weight })}</span>
          <span>{t('orders.print.units', { units: o.units })}</span>
        </p>
      </div>
    </div>
  );
}

export function LabelSheet({ order }: { order: Order }) {
  return (
    <section className={LABEL_SHEET} data-testid="label-sheet">
      <ShippingLabel order={order} />
    </section>
  );
}

/** The label on A4 paper, one per page, with a cutting line. */
export function LabelOnA4Sheet({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section className={A4_SHEET} data-testid="label-a4-sheet">
      <p className="mb-2 text-[10px] text-slate-500 print:hidden">{t('orders.print.templateHint')}</p>
      <div className="h-[6in] w-[4in] max-w-full border border-dashed border-slate-500 p-[0.15in]">
        <ShippingLabel order={order} />
      </div>
    </section>
  );
}
