import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FieldError, FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { LinkButton } from '@/components/LinkButton';
import { failureText } from '@/lib/form';
import { ApiError } from '@/lib/api';
import { uploadTracking } from '../api/orders';
import type { BulkTrackingResult } from '../api/types';
import { HqOnly } from '../components/HqOnly';
import { looksLikeCsv, TRACKING_TEMPLATE_NAME, trackingTemplate } from '../logic/csv';
import { ORDERS_PATH } from '../logic/paths';

/** Saves the CSV template through a Blob link. */
function downloadTemplate() {
  const blob = new Blob([trackingTemplate()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = TRACKING_TEMPLATE_NAME;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** /bulk-tracking: upload a CSV of order numbers and tracking numbers; see what was applied and what was not. */
export function BulkTrackingPage() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkTrackingResult | null>(null);

  const upload = async () => {
    setError(null);
    if (!file) {
      setFileError(t('orders.bulkTracking.chooseFile'));
      return;
    }
    if (!looksLikeCsv(file)) {
      setFileError(t('orders.bulkTracking.notCsv'));
      return;
    }
    setFileError(undefined);
    setBusy(true);
    try {
      setResult(await uploadTracking(file));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      if (err instanceof ApiError && err.errors?.file) setFileError(err.errors.file);
      else setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <HqOnly>
      <div className="mx-auto max-w-4xl space-y-4" data-testid="bulk-tracking-page">
        <PageTitle subtitle={t('orders.bulkTracking.intro')} actions={<LinkButton to={ORDERS_PATH}>{t('orders.details.backToList')}</LinkButton>}>
          {t('orders.bulkTracking.title')}
        </PageTitle>

        <Card title={t('orders.bulkTracking.formatTitle')}>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="bulk-tracking-format">
            <li>{t('orders.bulkTracking.formatHeader')}</li>
            <li>{t('orders.bulkTracking.formatOrder')}</li>
            <li>{t('orders.bulkTracking.formatTracking')}</li>
            <li>{t('orders.bulkTracking.formatStatus')}</li>
          </ul>
          <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs text-slate-100" aria-label={t('orders.bulkTracking.example')}>
            {trackingTemplate([
              ['RK2611230001', 'JT1234567890'],
              ['RK2611230002', 'JT1234567891'],
            ])}
          </pre>
          <Button variant="secondary" className="mt-3" onClick={downloadTemplate} data-testid="bulk-tracking-template">
            {t('orders.bulkTracking.downloadTemplate')}
          </Button>
        </Card>

        <Card title={t('orders.bulkTracking.uploadTitle')}>
          <label htmlFor="bulk-tracking-file" className="mb-1 block text-sm font-medium text-slate-700">
            {t('orders.bulkTracking.file')}
          </label>
          <input
            ref={input}
            id="bulk-tracking-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'bulk-tracking-file-error' : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary/10 file:px-4 file:font-semibold file:text-primary"
            data-testid="bulk-tracking-file"
          />
          <FieldError id="bulk-tracking-file-error" message={fileError} />
          {error && (
            <div className="mt-3">
              <FormMessage testId="bulk-tracking-error">{error}</FormMessage>
            </div>
          )}
          <Button className="mt-4" loading={busy} onClick={() => void upload()} data-testid="bulk-tracking-upload">
            {t('orders.bulkTracking.upload')}
          </Button>
        </Card>

        {result && (
          <div className="space-y-4" data-testid="bulk-tracking-result">
            <FormMessage kind={result.rejected.length === 0 ? 'success' : 'info'} testId="bulk-tracking-summary">
              {t('orders.bulkTracking.summary', { applied: result.applied.length, rejected: result.rejected.length })}
            </FormMessage>
            <Card title={t('orders.bulkTracking.applied', { count: result.applied.length })} data-testid="bulk-applied">
              {result.applied.length === 0 ? (
                <p className="text-sm text-slate-500">{t('orders.bulkTracking.noneApplied')}</p>
              ) : (
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
                    <tr>
                      <th scope="col" className="py-2 pr-3">{t('orders.bulkTracking.line')}</th>
                      <th scope="col" className="py-2 pr-3">{t('orders.bulkTracking.order')}</th>
                      <th scope="col" className="py-2">{t('orders.bulkTracking.tracking')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {result.applied.map((r) => (
                      <tr key={r.line} data-testid="bulk-applied-row">
                        <td className="py-2 pr-3 tabular-nums">{r.line}</td>
                        <td className="py-2 pr-3 font-medium">{r.number}</td>
                        <td className="py-2 font-mono text-xs">{r.trackingNumber}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
            <Card title={t('orders.bulkTracking.rejected', { count: result.rejected.length })} data-testid="bulk-rejected">
              {result.rejected.length === 0 ? (
                <p className="text-sm text-slate-500">{t('orders.bulkTracking.noneRejected')}</p>
              ) : (
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
                    <tr>
                      <th scope="col" className="py-2 pr-3">{t('orders.bulkTracking.line')}</th>
                      <th scope="col" className="py-2 pr-3">{t('orders.bulkTracking.order')}</th>
                      <th scope="col" className="py-2">{t('orders.bulkTracking.reason')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {result.rejected.map((r) => (
                      <tr key={r.line} className="align-top" data-testid="bulk-rejected-row">
                        <td className="py-2 pr-3 tabular-nums">{r.line}</td>
                        <td className="py-2 pr-3 font-medium break-all">{r.order || '—'}</td>
                        <td className="py-2 text-red-700">{r.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
          </div>
        )}
      </div>
    </HqOnly>
  );
}
