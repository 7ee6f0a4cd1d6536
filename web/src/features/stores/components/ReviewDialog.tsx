import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Textarea } from '@/components/Textarea';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { reviewStore } from '../api/stores';
import type { AgentStore, HqStore, ReviewDecision } from '../api/types';
import { needsNote } from '../logic/programs';

const noteSchema = (required: boolean) =>
  z.object({ note: z.string() }).superRefine((v, ctx) => {
    if (required && !v.note.trim()) ctx.addIssue({ code: 'custom', path: ['note'], message: 'stores.review.noteRequired' });
  });

/** HQ decides on a store: approve or reinstate (a note is optional), reject or suspend (the agent reads why). */
export function ReviewDialog({
  target,
  onClose,
  onDone,
}: {
  target: { store: HqStore; decision: ReviewDecision } | null;
  onClose: () => void;
  onDone: (store: AgentStore, decision: ReviewDecision) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={target !== null} wide title={target ? t(`stores.review.title.${target.decision}`, { name: target.store.name }) : ''} testId="review-dialog" onClose={onClose}>
      {target && <ReviewForm key={`${target.store.id}-${target.decision}`} store={target.store} decision={target.decision} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function ReviewForm({ store, decision, onClose, onDone }: { store: HqStore; decision: ReviewDecision; onClose: () => void; onDone: (store: AgentStore, decision: ReviewDecision) => void }) {
  const { t } = useTranslation();
  const required = needsNote(decision);
  const schema = useMemo(() => noteSchema(required), [required]);
  const form = useForm<{ note: string }>({ resolver: zodResolver(schema), defaultValues: { note: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, error } = useFormSubmit(form, async ({ note }) => onDone(await reviewStore({ storeId: store.id, decision, note: note.trim() }), decision), { fields: ['note'] });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="review-form">
      <p className="mb-3 text-sm text-slate-700">{t(`stores.review.explain.${decision}`, { name: store.name, agent: store.agentName })}</p>
      <Textarea
        id="review-note"
        label={t(required ? 'stores.review.noteRequiredLabel' : 'stores.review.noteOptionalLabel')}
        rows={3}
        error={errorText(errors.note?.message)}
        data-testid="review-note"
        {...register('note')}
      />
      {error && (
        <div className="mt-3">
          <FormMessage testId="review-error">{error}</FormMessage>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} data-testid="review-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={decision === 'reject' || decision === 'suspend' ? 'danger' : 'primary'} loading={isSubmitting} data-testid="review-confirm">
          {t(`stores.review.action.${decision}`)}
        </Button>
      </div>
    </form>
  );
}
