export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-600" data-testid="field-error">
      {message}
    </p>
  );
}

/** A form-level error or success message. */
export function FormMessage({ kind = 'error', children, testId }: { kind?: 'error' | 'success' | 'info'; children?: React.ReactNode; testId?: string }) {
  if (!children) return null;
  const cls =
    kind === 'error'
      ? 'bg-red-50 text-red-800 ring-red-200'
      : kind === 'success'
        ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
        : 'bg-sky-50 text-sky-800 ring-sky-200';
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`rounded-lg px-3 py-2 text-sm ring-1 ${cls}`} data-testid={testId ?? `form-${kind}`}>
      {children}
    </div>
  );
}
