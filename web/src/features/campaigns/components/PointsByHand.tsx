import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { AgentPicker } from '@/features/agents/components/AgentPicker';
import { ApiError } from '@/lib/api';
import { failureText, placeServerErrors, type Status } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { adjustPoints, importPoints } from '../api/campaigns';
import type { PointsImport } from '../api/types';
import { formatPoints } from '../logic/display';
import { adjustSchema, csvProblem, importRows, pointsText, REASON_MAX, type AdjustValues } from '../logic/points';

/** HQ admin: give or take one agent's points with a reason. */
function AdjustForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdjustValues>({ resolver: zodResolver(adjustSchema), defaultValues: { agent: null, points: '', reason: '' } });

  const onSubmit = handleSubmit(async (v) => {
    setStatus(null);
    if (!v.agent?.id) return;
    try {
      const standing = await adjustPoints({ agentId: v.agent.id, points: pointsText(v.points), reason: v.reason.trim() });
      setStatus({ kind: 'success', text: t('campaigns.points.adjusted', { name: v.agent.name, balance: formatPoints(standing.balance) }) });
      reset({ agent: null, points: '', reason: '' });
      onDone();
    } catch (err) {
      if (placeServerErrors(err, setError, ['agent', 'points', 'reason'], { agentId: 'agent' })) return;
      setStatus({ kind: 'error', text: failureText(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="points-adjust-form">
      <Controller
        control={control}
        name="agent"
        render={({ field }) => (
          <AgentPicker label={t('campaigns.points.agent')} value={field.value} onChange={field.onChange} source={{ kind: 'agents' }} error={errorText(errors.agent?.message)} testId="points-agent" />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Input
          label={t('campaigns.points.points')}
          hint={t('campaigns.points.pointsHint')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          error={errorText(errors.points?.message)}
          data-testid="points-amount"
          {...register('points')}
        />
        <Input label={t('campaigns.points.reason')} maxLength={REASON_MAX} autoComplete="off" error={errorText(errors.reason?.message)} data-testid="points-reason" {...register('reason')} />
      </div>
      {status && <FormMessage kind={status.kind} testId={`points-adjust-${status.kind}`}>{status.text}</FormMessage>}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} data-testid="points-adjust-save">
          {t('campaigns.points.apply')}
        </Button>
      </div>
    </form>
  );
}

/** HQ admin: a CSV of `agent,points,reason`, with each row's outcome. */
function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PointsImport | null>(null);

  const upload = async () => {
    setError(null);
    setFileError(undefined);
    if (!file) {
      setFileError(t('campaigns.points.csvRequired'));
      return;
    }
    setBusy(true);
    try {
      setResult(await importPoints(file));
      setFile(null);
      onDone();
    } catch (err) {
      const onFile = err instanceof ApiError && err.errors?.file;
      if (onFile) setFileError(String(err.errors?.file));
      else setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const rows = result ? importRows(result) : [];
  return (
    <div className="space-y-3" data-testid="points-import">
      <p className="text-sm text-slate-600">{t('campaigns.points.csvHelp')}</p>
      <pre className="overflow-x-auto rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700 ring-1 ring-slate-200" data-testid="points-csv-example">
        {'agent,points,reason\nali@example.com,50,Raya bonus\nbudi,-20,Correction'}
      </pre>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-primary hover:bg-slate-50"
        >
          {t('campaigns.points.csvChoose')}
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-error` : undefined}
            data-testid="points-csv-input"
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!picked) return;
              const problem = csvProblem(picked);
              setFileError(problem ? t(problem) : undefined);
              setFile(problem ? null : picked);
            }}
          />
        </label>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-600" data-testid="points-csv-name">
          {file ? file.name : t('campaigns.points.csvNone')}
        </span>
        <Button onClick={() => void upload()} loading={busy} data-testid="points-import-save">
          {t('campaigns.points.import')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={fileError} />
      {error && <FormMessage testId="points-import-error">{error}</FormMessage>}
      {result && (
        <div data-testid="points-import-result">
          <FormMessage kind={result.rejected.length ? 'info' : 'success'} testId="points-import-summary">
            {t('campaigns.points.importSummary', { applied: result.applied.length, rejected: result.rejected.length })}
          </FormMessage>
          {rows.length > 0 && (
            <div className="mt-3 max-h-96 overflow-auto rounded-lg ring-1 ring-slate-200">
              <table className="w-full table-fixed text-left text-xs sm:text-sm" data-testid="points-import-table">
                <thead className="sticky top-0 bg-slate-50 text-slate-500">
                  <tr>
                    <th scope="col" className="w-12 px-2 py-2">{t('campaigns.points.line')}</th>
                    <th scope="col" className="px-2 py-2">{t('campaigns.points.agent')}</th>
                    <th scope="col" className="w-16 px-2 py-2 text-right sm:w-20">{t('campaigns.points.points')}</th>
                    <th scope="col" className="px-2 py-2">{t('campaigns.points.result')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((r) => (
                    <tr key={`${r.line}-${r.applied}`} className="align-top" data-testid="points-import-row" data-applied={r.applied}>
                      <td className="px-2 py-2 text-slate-500">{r.line}</td>
                      <td className="px-2 py-2 break-words text-slate-900">{r.agent || '—'}</td>
                      <td className="px-2 py-2 text-right break-words text-slate-900">{r.points ? formatPoints(r.points) : '—'}</td>
                      <td className={`px-2 py-2 break-words ${r.applied ? 'text-emerald-700' : 'text-red-700'}`}>{r.applied ? t('campaigns.points.applied') : r.message || t('campaigns.points.rejected')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** "Points by hand" (HQ admin only): one agent's adjustment, or many from a CSV. */
export function PointsByHand({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mt-8" aria-labelledby="points-by-hand-title" data-testid="points-by-hand">
      <h2 id="points-by-hand-title" className="mb-1 text-lg font-bold text-slate-900">
        {t('campaigns.points.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('campaigns.points.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('campaigns.points.adjustTitle')} className="min-w-0">
          <AdjustForm onDone={onDone} />
        </Card>
        <Card title={t('campaigns.points.importTitle')} className="min-w-0">
          <ImportForm onDone={onDone} />
        </Card>
      </div>
    </section>
  );
}
