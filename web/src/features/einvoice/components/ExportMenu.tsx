import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { failureText } from '@/lib/form';
import { saveBlob } from '@/lib/download';
import { exportEinvoices } from '../api/einvoice';
import { EXPORT_FORMATS, type ExportFormat } from '../api/types';
import type { EinvoiceQuery } from '../logic/query';

/**
 * "Export" opening a small menu of CSV and XLSX: the documents of the filters shown (every page), fetched
 * with the sign-in token and saved under the server's file name. Esc or a click elsewhere closes it.
 */
export function ExportMenu({ query }: { query: Pick<EinvoiceQuery, 'status' | 'kind' | 'search'> }) {
  const { t } = useTranslation();
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);

  const run = async (format: ExportFormat) => {
    setOpen(false);
    setBusy(format);
    setError(null);
    try {
      const file = await exportEinvoices(query, format);
      saveBlob(file.blob, file.filename ?? `e-invoices.${format}`);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div ref={box} className="relative flex w-full flex-col gap-2 sm:w-auto" data-testid="einvoice-export">
      <Button variant="secondary" aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} loading={busy !== null} onClick={() => setOpen((v) => !v)} data-testid="einvoice-export-button">
        {t('einvoice.export.button')}
        <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('einvoice.export.button')} className="absolute top-12 right-0 z-20 w-full min-w-44 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200 sm:w-auto" data-testid="einvoice-export-menu">
          {EXPORT_FORMATS.map((format) => (
            <li key={format} role="none">
              <button type="button" role="menuitem" className="flex min-h-11 w-full items-center px-4 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none" onClick={() => void run(format)} data-testid={`einvoice-export-${format}`}>
                {t(`einvoice.export.${format}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <FormMessage testId="einvoice-export-error">{error}</FormMessage>}
    </div>
  );
}
