import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Select } from '@/components/Select';
import { ApiError } from '@/lib/api';
import { setSuspended, storeChange } from '../api/promote';
import { useTiersByRank } from '../api/tiers';
import type { AgentStatus } from '../api/types';
import { ACTIONS, canSubmit, changeBody, tiersAbove, tiersBelow, uplineListTier, uplineRefusal, type Action, type Choice } from '../logic/promote';
import { AgentPicker } from './AgentPicker';

export interface DialogAgent {
  id: number;
  name: string;
  tierId: number | null;
  tierName: string | null;
  status: AgentStatus;
}

function ActionChoice({ value, suspended, onChange }: { value: Action; suspended: boolean; onChange: (a: Action) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t('agents.promote.whatToDo')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {ACTIONS.map((a) => (
          <label key={a} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-checked:bg-primary/5 has-checked:ring-primary">
            <input type="radio" name="promote-action" value={a} checked={value === a} onChange={() => onChange(a)} className="h-4 w-4 accent-primary" data-testid={`action-${a}`} />
            <span className="text-sm">{t(`agents.promote.action_${a === 'suspend' && suspended ? 'unsuspend' : a}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Promote, demote, change upline, suspend or unsuspend one agent. */
export function ActionDialog({ agent, initialAction = 'promote', onClose, onDone }: { agent: DialogAgent; initialAction?: Action; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const { tiers } = useTiersByRank();
  const [choice, setChoice] = useState<Choice>({ action: initialAction, tierId: '', upline: null, uplineRequired: false });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const suspended = agent.status === 'suspended';
  const { action } = choice;
  const offered = action === 'promote' ? tiersAbove(tiers ?? [], agent.tierId) : action === 'demote' ? tiersBelow(tiers ?? [], agent.tierId) : [];

  const update = (patch: Partial<Choice>) => {
    setError(null);
    setChoice((c) => ({ ...c, ...patch }));
  };
  const pickAction = (a: Action) => {
    setRefusal(null);
    update({ action: a, tierId: '', upline: null, uplineRequired: false });
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      if (action === 'suspend') {
        try {
          await setSuspended(agent.id, !suspended);
        } catch {
          setError(t('agents.promote.suspendFailed'));
          return;
        }
        onDone(t(suspended ? 'agents.promote.unsuspended' : 'agents.promote.suspendedDone'));
        return;
      }
      await storeChange(changeBody(agent.id, choice));
      onDone(t('common.saved'));
    } catch (err) {
      const needsUpline = uplineRefusal(err);
      if (needsUpline && action !== 'upline') {
        // Same tier as the upline: keep the dialog, and a new upline from the list must be chosen first.
        setRefusal(needsUpline);
        update({ uplineRequired: true, upline: null });
      } else if (err instanceof ApiError && err.errors) {
        setError(Object.values(err.errors)[0] ?? err.message);
        if (action === 'upline') update({ upline: null });
      } else {
        setError(err instanceof Error && err.message ? err.message : t('errors.generic'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      wide
      title={t('agents.promote.dialogTitle', { name: agent.name })}
      onClose={onClose}
      testId="action-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="action-cancel">
            {t('common.cancel')}
          </Button>
          <Button variant={action === 'suspend' && !suspended ? 'danger' : 'primary'} loading={busy} disabled={!canSubmit(choice)} onClick={() => void submit()} data-testid="action-submit">
            {t(`agents.promote.submit_${action === 'suspend' && suspended ? 'unsuspend' : action}`)}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600" data-testid="action-current">
          {t('agents.promote.current', { tier: agent.tierName ?? t('agents.record.noTier'), status: t(`agents.status.${agent.status}`) })}
        </p>
        <ActionChoice value={action} suspended={suspended} onChange={pickAction} />
        {(action === 'promote' || action === 'demote') &&
          (tiers && offered.length === 0 ? (
            <FormMessage kind="info" testId="no-tiers">{t(action === 'promote' ? 'agents.promote.noHigher' : 'agents.promote.noLower')}</FormMessage>
          ) : (
            <Select
              label={t('agents.promote.newTier')}
              placeholder={t('common.choose')}
              options={offered.map((tier) => ({ value: String(tier.level_id), label: tier.levelName }))}
              value={choice.tierId}
              onChange={(e) => {
                setRefusal(null);
                update({ tierId: e.target.value, upline: null, uplineRequired: false });
              }}
              data-testid="action-tier"
            />
          ))}
        {action === 'upline' && (
          <AgentPicker
            label={t('agents.promote.newUpline')}
            value={choice.upline}
            onChange={(upline) => update({ upline })}
            source={{ kind: 'upline', agentId: agent.id, tierId: agent.tierId }}
            topOption={t('agents.picker.top')}
            hint={t('agents.promote.uplineHint')}
            startOpen
            testId="action-upline"
          />
        )}
        {choice.uplineRequired && (
          <div className="space-y-3" data-testid="upline-required">
            <FormMessage testId="upline-refusal">{refusal}</FormMessage>
            <AgentPicker
              label={t('agents.promote.newUpline')}
              value={choice.upline}
              onChange={(upline) => update({ upline })}
              source={{ kind: 'upline', agentId: agent.id, tierId: uplineListTier(action, agent.tierId, choice.tierId) }}
              hint={t('agents.promote.uplineRequiredHint')}
              startOpen
              testId="required-upline"
            />
          </div>
        )}
        {action === 'suspend' && <p className="text-sm text-slate-700">{t(suspended ? 'agents.promote.unsuspendNote' : 'agents.promote.suspendNote')}</p>}
        {error && <FormMessage testId="action-error">{error}</FormMessage>}
      </div>
    </Dialog>
  );
}
