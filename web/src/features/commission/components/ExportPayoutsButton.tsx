import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { saveBlob } from '@/lib/download';
import { failureText } from '@/lib/form';
import { exportPayouts } from '../api/payouts';

/** The approved payouts as the bank's bulk-transfer file (CSV, fetched with the sign-in token, saved as a file). */
export function ExportPayoutsButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await exportPayouts();
      saveBlob(file.blob, file.filename ?? 'payouts.csv');
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button variant="secondary" loading={busy} onClick={() => void run()} data-testid="payouts-export">
        {t('commission.queue.export')}
      </Button>
      {error && <FormMessage testId="payouts-export-error">{error}</FormMessage>}
    </div>
  );
}
