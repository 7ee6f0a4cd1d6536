import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { saveBlob } from '@/lib/download';
import { downloadSettlement, type DownloadFormat } from '../api/settlement';
import type { SettlementFilters } from '../logic/query';

/** CSV and XLSX of the filtered range (every page), fetched with the sign-in token and saved as a file, as the reports export. */
export function DownloadButtons({ filters }: { filters: SettlementFilters }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (format: DownloadFormat) => {
    setBusy(format);
    setError(null);
    try {
      const file = await downloadSettlement(filters, format);
      saveBlob(file.blob, file.filename ?? `settlement.${format}`);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('errors.generic'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex w-full flex-col items-stretch gap-2 sm:w-auto sm:items-end" data-testid="settlement-download">
      <div className="grid grid-cols-2 gap-2 sm:flex">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} variant="secondary" loading={busy === format} disabled={busy !== null} onClick={() => void run(format)} data-testid={`download-${format}`}>
            {t(`settlement.download.${format}`)}
          </Button>
        ))}
      </div>
      {error && <FormMessage testId="download-error">{error}</FormMessage>}
    </div>
  );
}
