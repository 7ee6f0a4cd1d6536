import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ApiError } from '@/lib/api';
import type { Cp58Statement } from '../api/types';
import { downloadCp58 } from '../logic/cp58-pdf';

/**
 * "Download PDF": gets the statement (`load`: read from the server, or the one already on screen), draws
 * its CP58 in the browser and saves it. A failure shows under the button.
 */
export function DownloadPdfButton({ load, label, className = '', testId = 'cp58-download' }: { load: () => Promise<Cp58Statement>; label: string; className?: string; testId?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCp58(await load());
    } catch (err) {
      // The server's refusal in its words; anything else (the PDF code could not be fetched) in ours.
      setError(err instanceof ApiError && err.message ? err.message : t('tax.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={`inline-flex min-w-0 flex-col items-stretch gap-1 ${className}`}>
      <Button variant="secondary" loading={busy} onClick={() => void run()} aria-label={label} data-testid={testId}>
        {t('tax.download')}
      </Button>
      {error && (
        <span role="alert" className="text-sm break-words text-red-700" data-testid={`${testId}-error`}>
          {error}
        </span>
      )}
    </span>
  );
}
