import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { Textarea } from '@/components/Textarea';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteContent, saveContent, useContent, type ContentKind } from '../api/content';
import { useTiers } from '../api/tiers';
import { contentInput, faqSchema, greetingSchema, sortTiers, termsSchema, tierIdToSelect } from '../schemas';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';

interface FieldDef {
  name: string;
  multiline: boolean;
}
const CONFIG: Record<ContentKind, { fields: FieldDef[]; schema: z.ZodType<Record<string, string>, Record<string, string>> }> = {
  tnc: { fields: [{ name: 'content', multiline: true }], schema: termsSchema },
  greeting: {
    fields: [
      { name: 'subject', multiline: false },
      { name: 'detail', multiline: true },
    ],
    schema: greetingSchema,
  },
  faq: {
    fields: [
      { name: 'question', multiline: false },
      { name: 'answer', multiline: true },
    ],
    schema: faqSchema,
  },
};
const KINDS: readonly ContentKind[] = ['tnc', 'greeting', 'faq'];

type Item = { id: number; tierId: number | null; tierName: string | null } & Record<string, unknown>;

export function ContentTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContentKind>('tnc');
  return (
    <div>
      <div role="group" aria-label={t('setup.content.title')} className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            data-testid={`content-${k}`}
            className={`min-h-10 rounded-md px-3 text-sm font-medium ${kind === k ? 'bg-white text-primary shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t(`setup.content.kinds.${k}`)}
          </button>
        ))}
      </div>
      <ContentSection key={kind} kind={kind} />
    </div>
  );
}

function ContentSection({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useContent(kind);
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const removal = useConfirmAction(async (item: Item) => {
    await deleteContent(kind, item.id);
    await mutate();
  });
  const { fields } = CONFIG[kind];

  return (
    <div>
      <SectionHeading
        title={t(`setup.content.kinds.${kind}`)}
        intro={t('setup.content.intro')}
        actions={
          <Button onClick={() => setEditing({ item: null })} data-testid="content-add">
            {t('setup.content.add')}
          </Button>
        }
      />
      <Loaded data={data as Item[] | undefined} error={error} retry={() => void mutate()}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="space-y-3" data-testid="content-list">
              {items.map((item) => (
                <li key={item.id} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="content-row">
                  <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                    {item.tierId == null ? t('setup.content.allTiers') : (item.tierName ?? `#${item.tierId}`)}
                  </span>
                  {fields.map((f, i) => (
                    <p key={f.name} className={`mt-2 text-sm break-words whitespace-pre-line ${i === 0 && fields.length > 1 ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
                      {String(item[f.name] ?? '')}
                    </p>
                  ))}
                  <div className="mt-3 flex gap-2">
                    <Button variant="secondary" onClick={() => setEditing({ item })} data-testid="content-edit">
                      {t('setup.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => removal.ask(item)}
                      data-testid="content-delete"
                    >
                      {t('setup.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {editing && (
        <ContentDialog
          kind={kind}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await mutate();
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('setup.content.deleteTitle')}
        message={t('setup.content.deleteMessage')}
        confirmLabel={t('setup.delete')}
      />
    </div>
  );
}

function ContentDialog({ kind, item, onClose, onSaved }: { kind: ContentKind; item: Item | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const { data: tiers } = useTiers();
  const { fields, schema } = CONFIG[kind];
  const names = ['tierId', ...fields.map((f) => f.name)];
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries([['tierId', tierIdToSelect(item?.tierId)], ...fields.map((f) => [f.name, String(item?.[f.name] ?? '')])]),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const tierOptions = sortTiers(tiers ?? []).map((tier) => ({ value: String(tier.level_id), label: tier.levelName }));
  if (item?.tierId != null && !tierOptions.some((o) => o.value === String(item.tierId))) {
    tierOptions.unshift({ value: String(item.tierId), label: item.tierName ?? `#${item.tierId}` });
  }

  const { onSubmit, error: formError } = useFormSubmit(
    form,
    async (v) => {
      await saveContent(contentInput(kind, v, item?.id));
      await onSaved();
    },
    { fields: names },
  );

  return (
    <Dialog open wide title={t(item ? 'setup.content.editTitle' : 'setup.content.addTitle', { kind: t(`setup.content.kinds.${kind}`) })} onClose={onClose} testId="content-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Select
          label={t('setup.content.tier')}
          options={[{ value: '', label: t('setup.content.allTiers') }, ...tierOptions]}
          error={errorText(errors.tierId?.message)}
          data-testid="content-tier"
          {...register('tierId')}
        />
        {fields.map((f) =>
          f.multiline ? (
            <Textarea
              key={f.name}
              label={t(`setup.content.fields.${f.name}`)}
              rows={6}
              error={errorText(errors[f.name]?.message)}
              data-testid={`content-${f.name}`}
              {...register(f.name)}
            />
          ) : (
            <Input key={f.name} label={t(`setup.content.fields.${f.name}`)} error={errorText(errors[f.name]?.message)} data-testid={`content-${f.name}`} {...register(f.name)} />
          ),
        )}
        {formError && <FormMessage testId="content-error">{formError}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="content-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
