import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { useCurrentUser } from '@/lib/current-user';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { saveStaff, setStaffActive, usePermissions, useStaff } from '../api/users';
import type { Staff } from '../api/types';
import { failureText } from '@/lib/form';
import { STAFF_FIELDS, inviteSchema, orNull, staffEditSchema, toPermissions, type StaffValues } from '../schemas';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';
import { type Status } from '@/lib/form';

const STATUS_CLASS: Record<Staff['status'], string> = {
  new: 'bg-sky-100 text-sky-800',
  active: 'bg-emerald-100 text-emerald-800',
  suspended: 'bg-slate-200 text-slate-700',
};

export function UsersTab() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { data, error, mutate } = useStaff();
  const { data: permissions } = usePermissions();
  const [editing, setEditing] = useState<{ staff: Staff | null } | null>(null);
  // Deactivate an active account, reactivate a suspended one.
  const toggle = useConfirmAction(async (s: Staff) => {
    await setStaffActive(s.id, s.status === 'suspended');
    await mutate();
  });
  const toggling = toggle.target;
  const [status, setStatus] = useState<Status>(null);
  const label = (code: string) => permissions?.find((p) => p.code === code)?.label ?? t(`setup.permissions.${code}`, { defaultValue: code });

  return (
    <div>
      <SectionHeading
        title={t('setup.users.title')}
        intro={t('setup.users.intro')}
        actions={
          <Button
            onClick={() => {
              setStatus(null);
              setEditing({ staff: null });
            }}
            data-testid="staff-invite"
          >
            {t('setup.users.invite')}
          </Button>
        }
      />
      {status && (
        <div className="mb-3">
          <FormMessage kind={status.kind} testId={`staff-${status.kind}`}>{status.text}</FormMessage>
        </div>
      )}
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(staff) =>
          staff.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200" data-testid="staff-list">
              {staff.map((s) => (
                <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="staff-row">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{[s.firstName, s.lastName].filter(Boolean).join(' ') || s.email}</p>
                    <p className="truncate text-sm text-slate-600">{s.email}</p>
                    <div className="mt-1 flex flex-wrap gap-1">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[s.status]}`} data-testid="staff-status">
                        {t(`setup.users.status.${s.status}`)}
                      </span>
                      {s.permissions.length === 0 ? (
                        <span className="text-xs text-slate-500">{t('setup.users.noPermissions')}</span>
                      ) : (
                        s.permissions.map((p) => (
                          <span key={p} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                            {label(p)}
                          </span>
                        ))
                      )}
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button variant="secondary" onClick={() => setEditing({ staff: s })} data-testid="staff-edit">
                      {t('setup.users.editPermissions')}
                    </Button>
                    {s.email !== me.email && (
                      <Button
                        variant={s.status === 'suspended' ? 'secondary' : 'ghost'}
                        className={s.status === 'suspended' ? '' : 'text-red-700 hover:bg-red-50'}
                        onClick={() => toggle.ask(s)}
                        data-testid="staff-toggle"
                      >
                        {s.status === 'suspended' ? t('setup.users.reactivate') : t('setup.users.deactivate')}
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
        <StaffDialog
          staff={editing.staff}
          onClose={() => setEditing(null)}
          onSaved={async (invited) => {
            await mutate();
            setEditing(null);
            setStatus({ kind: 'success', text: invited ? t('setup.users.invited') : t('common.saved') });
          }}
        />
      )}
      <ConfirmDialog
        {...toggle.dialog}
        title={toggling?.status === 'suspended' ? t('setup.users.reactivateTitle') : t('setup.users.deactivateTitle')}
        message={
          toggling?.status === 'suspended'
            ? t('setup.users.reactivateMessage', { name: toggling?.email ?? '' })
            : t('setup.users.deactivateMessage', { name: toggling?.email ?? '' })
        }
        confirmLabel={toggling?.status === 'suspended' ? t('setup.users.reactivate') : t('setup.users.deactivate')}
        danger={toggling?.status !== 'suspended'}
      />
    </div>
  );
}

function StaffDialog({ staff, onClose, onSaved }: { staff: Staff | null; onClose: () => void; onSaved: (invited: boolean) => Promise<void> }) {
  const { t } = useTranslation();
  const { data: permissions, error: permError } = usePermissions();
  const form = useForm<StaffValues>({
    resolver: zodResolver(staff ? staffEditSchema : inviteSchema),
    defaultValues: { email: staff?.email ?? '', firstName: staff?.firstName ?? '', lastName: staff?.lastName ?? '', permissions: staff?.permissions ?? [] },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, error: formError } = useFormSubmit(
    form,
    async (v) => {
      const permissionsChosen = toPermissions(v.permissions ?? []);
      await saveStaff(
        staff
          ? { id: staff.id, firstName: v.firstName.trim(), lastName: orNull(v.lastName), permissions: permissionsChosen }
          : { email: v.email.trim(), firstName: v.firstName.trim(), lastName: orNull(v.lastName), permissions: permissionsChosen },
      );
      await onSaved(!staff);
    },
    { fields: STAFF_FIELDS },
  );

  return (
    <Dialog open wide title={staff ? t('setup.users.editTitle') : t('setup.users.inviteTitle')} onClose={onClose} testId="staff-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {!staff && <p className="text-slate-600">{t('setup.users.inviteIntro')}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('setup.fields.email')}
            type="email"
            autoComplete="off"
            className="sm:col-span-2"
            readOnly={!!staff}
            disabled={!!staff}
            error={errorText(errors.email?.message)}
            data-testid="staff-email"
            {...register('email')}
          />
          <Input label={t('setup.fields.firstName')} error={errorText(errors.firstName?.message)} data-testid="staff-first-name" {...register('firstName')} />
          <Input label={t('setup.fields.lastName')} error={errorText(errors.lastName?.message)} data-testid="staff-last-name" {...register('lastName')} />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('setup.users.permissionsLabel')}</legend>
          {permError && <FormMessage>{failureText(permError)}</FormMessage>}
          <div className="grid gap-1 sm:grid-cols-2">
            {(permissions ?? []).map((p) => (
              <label key={p.code} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                <input type="checkbox" value={p.code} className="h-5 w-5 accent-[var(--rk-primary)]" data-testid={`perm-${p.code}`} {...register('permissions')} />
                <span className="text-sm text-slate-800">{p.label}</span>
              </label>
            ))}
          </div>
          <FieldError message={errorText(errors.permissions?.message)} />
        </fieldset>
        {formError && <FormMessage testId="staff-error">{formError}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="staff-save">
            {staff ? t('common.save') : t('setup.users.sendInvite')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
