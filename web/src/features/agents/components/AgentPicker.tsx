import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { fieldClass } from '@/components/Input';
import { Spinner } from '@/components/Spinner';
import { useAgentOptions } from '../api/agents';
import { useUplineList } from '../api/promote';
import type { Picked } from '../logic/agent-form';
import { useDebounced } from '@/lib/use-debounced';

/** Where the candidates come from: any agent (list-agent) or new-upline candidates (upline-list). */
export type PickerSource = { kind: 'agents' } | { kind: 'upline'; agentId: number; tierId: number | null };

interface Option {
  id: number;
  name: string;
  detail: string;
}

function useOptions(source: PickerSource, search: string, enabled: boolean): { options: Option[] | undefined; failed: boolean } {
  const agents = useAgentOptions(search, enabled && source.kind === 'agents');
  const uplines = useUplineList(source.kind === 'upline' ? source.agentId : 0, source.kind === 'upline' ? source.tierId : null, search, enabled && source.kind === 'upline');
  if (source.kind === 'agents') {
    return { options: agents.data?.map((a) => ({ id: a.id, name: a.name, detail: [a.username, a.tier].filter(Boolean).join(' · ') })), failed: Boolean(agents.error) };
  }
  return { options: uplines.data?.map((a) => ({ id: a.id, name: a.name, detail: [a.username, a.tierName].filter(Boolean).join(' · ') })), failed: Boolean(uplines.error) };
}

/**
 * Chooses an agent by searching. `topOption` adds a choice with id null (directly under HQ, the top of
 * the network). The search box is labelled with `label`.
 */
export function AgentPicker({
  label,
  value,
  onChange,
  source,
  topOption,
  error,
  hint,
  startOpen = false,
  testId,
}: {
  label: string;
  value: Picked | null;
  onChange: (value: Picked | null) => void;
  source: PickerSource;
  topOption?: string;
  error?: string;
  hint?: string;
  startOpen?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(startOpen);
  const search = useDebounced(text);
  const { options, failed } = useOptions(source, search, open && value === null);

  if (value) {
    return (
      <div data-testid={testId}>
        <p className="mb-1 block text-sm font-medium text-slate-700">{label}</p>
        <div className="flex min-h-11 items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <span className="min-w-0 truncate text-sm font-semibold text-slate-900" data-testid={`${testId}-chosen`}>
            {value.name}
          </span>
          <Button
            variant="ghost"
            className="shrink-0"
            onClick={() => {
              onChange(null);
              setOpen(true);
            }}
            aria-label={t('agents.picker.changeOf', { label })}
            data-testid={`${testId}-change`}
          >
            {t('agents.picker.change')}
          </Button>
        </div>
        <FieldError message={error} />
      </div>
    );
  }

  return (
    <div data-testid={testId}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        className={fieldClass}
        placeholder={t('agents.picker.placeholder')}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        data-testid={`${testId}-search`}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError message={error} />
      {(open || topOption) && (
        <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200" aria-label={t('agents.picker.results', { label })} data-testid={`${testId}-options`}>
          {topOption && (
            <li>
              <button type="button" className="flex min-h-11 w-full items-center px-3 py-2 text-left text-sm font-semibold text-primary hover:bg-primary/5" onClick={() => onChange({ id: null, name: topOption })} data-testid={`${testId}-top`}>
                {topOption}
              </button>
            </li>
          )}
          {open && options === undefined && !failed && (
            <li className="flex justify-center py-3 text-primary">
              <Spinner size="sm" />
            </li>
          )}
          {open && failed && <li className="px-3 py-2 text-sm text-red-700">{t('agents.picker.failed')}</li>}
          {open && options?.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{t('agents.picker.none')}</li>}
          {open &&
            options?.map((o) => (
              <li key={o.id}>
                <button type="button" className="block min-h-11 w-full px-3 py-2 text-left hover:bg-primary/5" onClick={() => onChange({ id: o.id, name: o.name })} data-testid={`${testId}-option`}>
                  <span className="block truncate text-sm font-medium text-slate-900">{o.name}</span>
                  {o.detail && <span className="block truncate text-xs text-slate-500">{o.detail}</span>}
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
