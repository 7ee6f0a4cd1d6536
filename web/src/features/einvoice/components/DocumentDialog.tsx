import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Loaded } from '@/components/Loaded';
import { useEinvoiceDocument } from '../api/einvoice';
import type { Einvoice } from '../api/types';
import { prettyDocument } from '../logic/display';

/** A document's UBL 2.1 JSON as last sent to MyInvois, indented, in a box that scrolls both ways; before its first sending, says so. Mount it to open it. */
export function DocumentDialog({ einvoice, onClose }: { einvoice: Einvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const doc = useEinvoiceDocument(einvoice.id);
  return (
    <Dialog
      open
      wide
      title={t('einvoice.document.title', { code: einvoice.codeNumber })}
      onClose={onClose}
      testId="einvoice-document-dialog"
      footer={
        <Button variant="secondary" onClick={onClose} data-testid="einvoice-document-close">
          {t('einvoice.document.close')}
        </Button>
      }
    >
      <Loaded data={doc.data} error={doc.error} retry={() => void doc.mutate()}>
        {(d) => {
          const json = prettyDocument(d.document);
          return json === null ? (
            <p className="rounded-lg bg-slate-50 p-4 text-center text-slate-600" data-testid="einvoice-document-none">
              {t('einvoice.document.notSent')}
            </p>
          ) : (
            <>
              <p className="mb-2 text-xs text-slate-500">{t('einvoice.document.intro')}</p>
              <pre className="max-h-[60dvh] overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100" tabIndex={0} data-testid="einvoice-document-json">
                {json}
              </pre>
            </>
          );
        }}
      </Loaded>
    </Dialog>
  );
}
