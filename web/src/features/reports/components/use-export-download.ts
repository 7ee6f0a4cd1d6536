import { useState } from 'react';
import { saveBlob } from '@/lib/download';
import { failureText } from '@/lib/form';
import { downloadExport } from '../api/reports';
import type { ReportExport } from '../api/types';

/** Downloads a ready background export with the sign-in token and saves it under the server's file name. */
export function useExportDownload() {
  const [downloading, setDownloading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (job: ReportExport) => {
    setDownloading(job.id);
    setError(null);
    try {
      const file = await downloadExport(job.id);
      saveBlob(file.blob, file.filename ?? job.fileName);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setDownloading(null);
    }
  };

  return { download, downloading, error };
}
