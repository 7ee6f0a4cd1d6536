import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { saveBlob } from '@/lib/download';
import { exportAgents, type ExportFormat } from '../api/agents';
import type { AgentFilters } from '../logic/filters';

/** CSV and XLSX export of the filtered list (fetched with the sign-in token, saved as a file). */
export function ExportButtons({ filters }: { filters: AgentFilters }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      const file = await exportAgents(filters, format);
      saveBlob(file.blob, file.filename ?? `agents.${format}`);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('errors.generic'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} variant="secondary" loading={busy === format} disabled={busy !== null} onClick={() => void run(format)} data-testid={`export-${format}`}>
            {t(`agents.list.export_${format}`)}
          </Button>
        ))}
      </div>
      {error && <FormMessage testId="export-error">{error}</FormMessage>}
    </div>
  );
}
