import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { setPageTitle, useCompany } from '@/lib/company';
import { A4_SHEET, printCss } from '@/features/orders/components/PrintFrame';
import { useOrderTexts } from '@/features/orders/components/use-order-texts';
import { usePackingList } from '../api/ekoop';
import type { PackingClass, PackingItem, PackingList } from '../api/types';
import { classUnits, unitsOf } from '../logic/group';
import type { PackingTarget } from '../logic/query';

const box = <span aria-hidden="true" className="inline-block h-4 w-4 shrink-0 border border-black" />;

/**
 * A class's packing list (or every class of a school co-op), printable on A4: per class the units of
 * each product, then each student's items with boxes to tick. Only paid orders waiting to be collected.
 */
export function PackingListView({ target, backTo }: { target: PackingTarget; backTo: string }) {
  const { t } = useTranslation();
  const company = useCompany();
  const { data, error, mutate } = usePackingList(target.storeId, target.className);
  const title = target.className ? t('orders.ekoop.packing.titleClass', { className: target.className }) : t('orders.ekoop.packing.title');
  useEffect(() => {
    setPageTitle(title, company);
  }, [title, company]);

  return (
    <div data-testid="ekoop-packing" data-print-size="a4">
      <style>{printCss('a4')}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden" data-testid="print-toolbar">
        <div className="min-w-0">
          <LinkButton variant="ghost" className="-ml-4" to={backTo} data-testid="ekoop-packing-back">
            {t('orders.ekoop.packing.back')}
          </LinkButton>
          <h1 className="text-xl font-bold break-words text-slate-900" data-testid="page-title">
            {title}
          </h1>
          <p className="text-sm text-slate-600">{t('orders.ekoop.packing.intro')}</p>
        </div>
        <Button onClick={() => window.print()} disabled={!data || data.classes.length === 0} data-testid="print-button">
          {t('orders.print.print')}
        </Button>
      </div>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(list) =>
          list.classes.length === 0 ? (
            <div className="mx-auto max-w-[210mm]">
              <EmptyState testId="ekoop-packing-empty">{target.className ? t('orders.ekoop.packing.emptyClass', { className: target.className }) : t('orders.ekoop.packing.empty')}</EmptyState>
            </div>
          ) : (
            list.classes.map((c) => <ClassSheet key={c.className} list={list} cls={c} />)
          )
        }
      </Loaded>
    </div>
  );
}

function ItemName({ item }: { item: PackingItem }) {
  return (
    <>
      {item.name}
      {item.label ? ` · ${item.label}` : ''}
    </>
  );
}

function ClassSheet({ list, cls }: { list: PackingList; cls: PackingClass }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const units = classUnits(cls.students);
  const className = cls.className || t('orders.ekoop.list.noClass');
  return (
    <section className={A4_SHEET} aria-label={t('orders.ekoop.packing.titleClass', { className })} data-testid="packing-class" data-class={cls.className}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div className="min-w-0">
          <p className="text-2xl font-bold tracking-wide">{t('orders.print.packingListHeading')}</p>
          <p className="text-lg font-semibold break-words" data-testid="packing-class-name">
            {t('orders.ekoop.list.classHeading', { className })}
          </p>
          <p className="text-xs break-words">
            {[list.schoolName, list.storeName].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="text-right text-xs leading-snug">
          <p>
            {t('orders.print.date')}: {text.date(new Date().toISOString())}
          </p>
          <p className="text-sm font-bold" data-testid="packing-class-units">
            {t('orders.ekoop.packing.units', { count: units })}
          </p>
          <p data-testid="packing-class-students">{t('orders.ekoop.packing.students', { count: cls.students.length })}</p>
        </div>
      </header>

      <h2 className="mt-4 mb-1 text-sm font-bold uppercase">{t('orders.ekoop.packing.totals')}</h2>
      <table className="w-full border-collapse text-left text-sm" data-testid="packing-totals">
        <thead>
          <tr className="border-y border-black text-xs">
            <th scope="col" className="py-1.5 pr-2">{t('orders.items.item')}</th>
            <th scope="col" className="py-1.5 pr-2">{t('orders.items.sku')}</th>
            <th scope="col" className="py-1.5 text-right">{t('orders.items.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {cls.totals.map((item, i) => (
            <tr key={i} className="border-b border-slate-300 align-top" data-testid="packing-total">
              <td className="py-1.5 pr-2 font-medium break-words">
                <ItemName item={item} />
              </td>
              <td className="py-1.5 pr-2 font-mono text-xs break-all">{item.sku}</td>
              <td className="py-1.5 text-right text-base font-bold tabular-nums">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-black">
            <th scope="row" colSpan={2} className="py-1.5 pr-2 text-right text-xs">
              {t('orders.ekoop.packing.classTotal')}
            </th>
            <td className="py-1.5 text-right text-base font-bold tabular-nums" data-testid="packing-totals-units">
              {unitsOf(cls.totals)}
            </td>
          </tr>
        </tfoot>
      </table>

      <h2 className="mt-6 mb-1 text-sm font-bold uppercase">{t('orders.ekoop.packing.byStudent')}</h2>
      <ol className="space-y-3">
        {cls.students.map((s) => (
          <li key={s.orderNumber} className="break-inside-avoid rounded border border-slate-400 p-2" data-testid="packing-student">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-300 pb-1">
              <p className="font-bold break-words" data-testid="packing-student-name">
                {s.studentName}
              </p>
              <p className="text-xs">
                {t('orders.print.orderNo')}: <span className="font-semibold break-all">{s.orderNumber}</span> · {t('orders.ekoop.packing.units', { count: unitsOf(s.items) })}
              </p>
            </div>
            <ul className="mt-1 space-y-1 text-sm">
              {s.items.map((item, i) => (
                <li key={i} className="flex items-start gap-2">
                  {box}
                  <span className="min-w-0 flex-1 break-words">
                    <ItemName item={item} />
                    {item.sku && <span className="ml-1 font-mono text-xs text-slate-600">{item.sku}</span>}
                  </span>
                  <span className="font-bold tabular-nums">× {item.quantity}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <div className="mt-10 grid grid-cols-2 gap-8 text-xs">
        <p className="border-t border-black pt-1">{t('orders.print.packedBy')}</p>
        <p className="border-t border-black pt-1">{t('orders.print.checkedBy')}</p>
      </div>
    </section>
  );
}
