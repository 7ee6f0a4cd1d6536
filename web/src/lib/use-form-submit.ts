import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { failureText, placeServerErrors, type Status } from '@/lib/form';

export interface FormSubmitOptions<V extends FieldValues> {
  /** The fields a 422's errors may be placed next to (none: every refusal goes to the outcome line). */
  fields?: readonly string[];
  /** A request field → the form field that shows its error (e.g. bookingTimeMinutes → bookingHours). */
  rename?: Readonly<Record<string, FieldPath<V>>>;
  /** The success line (default: "Saved"). */
  savedText?: string;
}

/**
 * A form's submit with its outcome line: clears the line, runs `save(values)` (which stores what the
 * server answered, resets the form or closes the dialog), then says "Saved". A 422's field errors go
 * next to `fields`; any other failure goes to the line. `error` is the line when it is a failure
 * (dialogs show only that; they close on success).
 */
export function useFormSubmit<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'handleSubmit' | 'setError'>,
  save: (values: V) => Promise<unknown>,
  { fields = [], rename, savedText }: FormSubmitOptions<V> = {},
) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await save(values);
      setStatus({ kind: 'success', text: savedText ?? t('common.saved') });
    } catch (err) {
      if (placeServerErrors(err, form.setError, fields, rename)) return;
      setStatus({ kind: 'error', text: failureText(err) });
    }
  });

  return { onSubmit, status, error: status?.kind === 'error' ? status.text : null };
}
