import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { disconnectMyInvois } from '../api/einvoice';
import type { EinvoiceConnection } from '../api/types';
import { ConnectionForm } from './ConnectionForm';
import { MissingDetails } from './MissingDetails';
import { useEinvoiceTexts } from './use-einvoice-texts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-semibold break-all text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * HQ's MyInvois connection (docs/api-einvoice.md). Not connected: the form (client ID, secret, environment).
 * Connected: the client ID, the masked secret, the environment and since when sales and payouts are
 * e-invoiced, with a way to change the credentials and to disconnect (after asking). Either way, what the
 * company's own details lack for a document, with the way to Setup.
 */
export function ConnectionCard({ connection, onChanged }: { connection: EinvoiceConnection; onChanged: (saved: EinvoiceConnection | null) => unknown }) {
  const { t } = useTranslation();
  const text = useEinvoiceTexts();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const disconnect = useConfirmAction(() => disconnectMyInvois(), {
    onDone: async () => {
      setEditing(false);
      setNotice(t('einvoice.connection.disconnected'));
      await onChanged(null);
    },
  });

  const saved = async (c: EinvoiceConnection) => {
    setEditing(false);
    setNotice(t(c.sandbox ? 'einvoice.connection.connectedSandbox' : 'einvoice.connection.connectedProduction'));
    await onChanged(c);
  };

  const c = connection;
  return (
    <Card
      title={t('einvoice.connection.title')}
      actions={
        <span
          className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${c.connected ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-slate-200'}`}
          data-testid="einvoice-connection-state"
          data-connected={c.connected}
        >
          {c.connected ? t('einvoice.connection.connected') : t('einvoice.connection.notConnected')}
        </span>
      }
      data-testid="einvoice-connection"
    >
      <div className="space-y-4">
        <MissingDetails missing={c.missing} />
        {notice && (
          <FormMessage kind="success" testId="einvoice-connection-notice">
            {notice}
          </FormMessage>
        )}
        {c.connected ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-3" data-testid="einvoice-connection-facts">
              <Fact label={t('einvoice.connection.clientId')} testId="einvoice-fact-client-id">
                {c.clientId ?? ''}
              </Fact>
              <Fact label={t('einvoice.connection.clientSecret')} testId="einvoice-fact-secret">
                {c.clientSecret ?? ''}
              </Fact>
              <Fact label={t('einvoice.connection.environment')} testId="einvoice-fact-environment">
                {t(c.sandbox ? 'einvoice.environment.sandbox' : 'einvoice.environment.production')}
              </Fact>
            </dl>
            {c.since && (
              <p className="text-sm text-slate-600" data-testid="einvoice-since">
                {t('einvoice.connection.since', { day: text.day(c.since) })}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((v) => !v)} data-testid="einvoice-change">
                {t('einvoice.connection.change')}
              </Button>
              <Button variant="danger" onClick={() => disconnect.ask(null)} data-testid="einvoice-disconnect">
                {t('einvoice.connection.disconnect')}
              </Button>
            </div>
            {editing && (
              <div className="border-t border-slate-100 pt-4">
                <h3 className="mb-3 text-sm font-semibold text-slate-900">{t('einvoice.connection.changeTitle')}</h3>
                <ConnectionForm current={c} onSaved={saved} onCancel={() => setEditing(false)} />
              </div>
            )}
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600" data-testid="einvoice-connect-intro">
              {t('einvoice.connection.intro')}
            </p>
            <ConnectionForm current={c} onSaved={saved} />
          </>
        )}
      </div>
      <ConfirmDialog
        {...disconnect.dialog}
        title={t('einvoice.connection.disconnectTitle')}
        message={t('einvoice.connection.disconnectText')}
        confirmLabel={t('einvoice.connection.disconnect')}
        testId="einvoice-disconnect-confirm"
      />
    </Card>
  );
}
