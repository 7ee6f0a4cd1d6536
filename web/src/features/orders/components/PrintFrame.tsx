import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { failureText } from '@/lib/form';
import { setPageTitle, useCompany } from '@/lib/company';
import { markPrinted } from '../api/orders';
import type { PrintDocument } from '../api/types';
import { detailsPath, ORDERS_PATH } from '../logic/paths';

export type SheetSize = 'a4' | 'label';

/**
 * Print CSS for the print pages. The app shell is not ours to change, so while printing everything
 * beside <main> (sidebar, top and bottom bars) is hidden here, the paper size is set with @page and each
 * sheet starts a new page.
 */
export function printCss(size: SheetSize): string {
  return `
@page { size: ${size === 'label' ? '4in 6in' : 'A4'}; margin: ${size === 'label' ? '0' : '10mm'}; }
@media print {
  html, body { background: #fff !important; }
  :has(> #main) > :not(#main) { display: none !important; }
  #main { margin: 0 !important; padding: 0 !important; }
  .rk-sheet { box-shadow: none !important; border: 0 !important; margin: 0 !important; break-after: page; }
  .rk-sheet:last-child { break-after: auto; }
}`;
}

/** A4 sheet: the paper on screen, the page when printing. */
export const A4_SHEET = 'rk-sheet mx-auto mb-6 w-full max-w-[210mm] bg-white p-6 text-black shadow-md ring-1 ring-slate-200 sm:p-[12mm] print:max-w-none print:p-0 print:ring-0';
/** 4×6 inch label. */
export const LABEL_SHEET = 'rk-sheet mx-auto mb-6 flex h-[6in] w-[4in] max-w-full flex-col overflow-hidden bg-white p-[0.15in] text-black shadow-md ring-1 ring-slate-200 print:p-[0.12in] print:ring-0';

/**
 * The toolbar (back, Print) and the sheets. Print calls window.print() and then, for HQ and staff,
 * records the document as printed (POST /api/orders/printed).
 */
export function PrintFrame({
  testId,
  title,
  size,
  document,
  ids,
  record,
  back,
  children,
}: {
  testId: string;
  title: string;
  size: SheetSize;
  document: PrintDocument;
  ids: number[];
  /** record the print (HQ and staff; agents only print) */
  record: boolean;
  /** where "back" goes (default: the order's details, or the list for several) */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const company = useCompany();
  const [recorded, setRecorded] = useState<'ok' | string | null>(null);
  useEffect(() => {
    setPageTitle(title, company);
  }, [title, company]);

  const print = async () => {
    window.print();
    if (!record || ids.length === 0) return;
    try {
      await markPrinted(ids, document);
      setRecorded('ok');
    } catch (err) {
      setRecorded(failureText(err));
    }
  };

  return (
    <div data-testid={testId} data-print-size={size}>
      <style>{printCss(size)}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden" data-testid="print-toolbar">
        <div className="min-w-0">
          <LinkButton variant="ghost" className="-ml-4" to={back?.to ?? (ids.length === 1 ? detailsPath(ids[0]) : ORDERS_PATH)} data-testid="print-back">
            {back?.label ?? (ids.length === 1 ? t('orders.print.backToOrder') : t('orders.details.backToList'))}
          </LinkButton>
          <h1 className="text-xl font-bold text-slate-900" data-testid="page-title">
            {title}
          </h1>
        </div>
        <Button onClick={() => void print()} data-testid="print-button">
          {t('orders.print.print')}
        </Button>
        {recorded && (
          <div className="w-full">
            {recorded === 'ok' ? (
              <FormMessage kind="success" testId="print-recorded">
                {t('orders.print.recorded', { count: ids.length })}
              </FormMessage>
            ) : (
              <FormMessage testId="print-record-error">{recorded}</FormMessage>
            )}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
