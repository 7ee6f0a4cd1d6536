import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteBranch, saveBranch, useBranches } from '../api/branches';
import type { Branch } from '../api/types';
import { BRANCH_FIELDS, branchSchema, orNull, type BranchValues } from '../schemas';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';
import { PhoneCodeField, StateField } from './fields';

type Editing = { branch: Branch | null } | null;

export function BranchesTab() {
  const { t } = useTranslation();
  const { data, error, mutate } = useBranches();
  const [editing, setEditing] = useState<Editing>(null);
  const removal = useConfirmAction(async (b: Branch) => {
    await deleteBranch(b.id);
    await mutate();
  });

  return (
    <div>
      <SectionHeading
        title={t('setup.branches.title')}
        intro={t('setup.branches.intro')}
        actions={
          <Button onClick={() => setEditing({ branch: null })} data-testid="branch-add">
            {t('setup.branches.add')}
          </Button>
        }
      />
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(branches) =>
          branches.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" data-testid="branch-list">
              {branches.map((b) => (
                <li key={b.id} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="branch-row">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-slate-900">
                        {b.name} {b.code && <span className="font-mono text-xs text-slate-500">({b.code})</span>}
                      </p>
                      <p className="text-sm text-slate-600">{[b.addressLine1, b.addressLine2, b.postcode, b.city].filter(Boolean).join(', ') || '—'}</p>
                      {b.phone && <p className="text-sm text-slate-600">{`${b.phoneCode ?? ''} ${b.phone}`.trim()}</p>}
                    </div>
                    {b.isMain && <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{t('setup.branches.main')}</span>}
                  </div>
                  <div className="mt-3 flex gap-2">
                    <Button variant="secondary" onClick={() => setEditing({ branch: b })} data-testid="branch-edit">
                      {t('setup.edit')}
                    </Button>
                    {!b.isMain && (
                      <Button
                        variant="ghost"
                        className="text-red-700 hover:bg-red-50"
                        onClick={() => removal.ask(b)}
                        data-testid="branch-delete"
                      >
                        {t('setup.delete')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {editing && (
        <BranchDialog
          branch={editing.branch}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await mutate();
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('setup.branches.deleteTitle')}
        message={t('setup.confirmDelete', { name: removal.target?.name ?? '' })}
        confirmLabel={t('setup.delete')}
      />
    </div>
  );
}

function toValues(b: Branch | null): BranchValues {
  return {
    name: b?.name ?? '',
    code: b?.code ?? '',
    addressLine1: b?.addressLine1 ?? '',
    addressLine2: b?.addressLine2 ?? '',
    postcode: b?.postcode ?? '',
    city: b?.city ?? '',
    state: b?.state ?? '',
    phoneCode: b?.phoneCode ?? '+60',
    phone: b?.phone ?? '',
  };
}

function BranchDialog({ branch, onClose, onSaved }: { branch: Branch | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<BranchValues>({ resolver: zodResolver(branchSchema), defaultValues: toValues(branch) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, error: formError } = useFormSubmit(
    form,
    async (v) => {
      await saveBranch({
        ...(branch ? { id: branch.id } : {}),
        name: v.name.trim(),
        code: orNull(v.code),
        addressLine1: orNull(v.addressLine1),
        addressLine2: orNull(v.addressLine2),
        postcode: orNull(v.postcode),
        city: orNull(v.city),
        state: orNull(v.state),
        phoneCode: orNull(v.phoneCode),
        phone: orNull(v.phone),
      });
      await onSaved();
    },
    { fields: BRANCH_FIELDS },
  );
  const f = (name: (typeof BRANCH_FIELDS)[number]) => ({ error: errorText(errors[name]?.message), 'data-testid': `branch-${name}`, ...register(name) });

  return (
    <Dialog open wide title={branch ? t('setup.branches.edit') : t('setup.branches.add')} onClose={onClose} testId="branch-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t('setup.fields.branchName')} {...f('name')} />
          <Input label={t('setup.fields.branchCode')} autoCapitalize="characters" {...f('code')} />
          <Input label={t('setup.fields.address1')} className="sm:col-span-2" {...f('addressLine1')} />
          <Input label={t('setup.fields.address2')} className="sm:col-span-2" {...f('addressLine2')} />
          <Input label={t('setup.fields.postcode')} inputMode="numeric" {...f('postcode')} />
          <Input label={t('setup.fields.city')} {...f('city')} />
          <StateField current={branch?.state} error={errorText(errors.state?.message)} {...register('state')} />
          <div className="grid grid-cols-[8rem_1fr] gap-2">
            <PhoneCodeField current={branch?.phoneCode} error={errorText(errors.phoneCode?.message)} {...register('phoneCode')} />
            <Input label={t('setup.fields.phone')} type="tel" inputMode="numeric" {...f('phone')} />
          </div>
        </div>
        {formError && <FormMessage testId="branch-error">{formError}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="branch-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
