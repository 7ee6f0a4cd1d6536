import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { failureText } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { uploadReceipt } from '../api/orders';
import type { ShopOrder } from '../api/types';
import { fileSize, RECEIPT_ACCEPT, receiptProblem } from '../logic/receipt';

/** The transfer receipt: a JPEG or PNG of at most 10 MB, checked here and by the server. */
export function ReceiptUpload({ orderId, onUploaded }: { orderId: number; onUploaded: (order: ShopOrder) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const problem = receiptProblem(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadReceipt(orderId, file));
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="receipt-form">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {t('shop.receipt.label')}
        </label>
        <input
          id={id}
          type="file"
          accept={RECEIPT_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setError(chosen ? receiptProblem(chosen) : null);
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary/10 file:px-4 file:text-sm file:font-semibold file:text-primary hover:file:bg-primary/20"
          data-testid="receipt-input"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {file ? t('shop.receipt.chosen', { name: file.name, size: fileSize(file.size) }) : t('shop.receipt.hint')}
        </p>
        <FieldError message={errorText(error ?? undefined)} />
      </div>
      <Button block loading={busy} disabled={!file} onClick={() => void send()} data-testid="receipt-upload">
        {t('shop.receipt.upload')}
      </Button>
    </div>
  );
}
