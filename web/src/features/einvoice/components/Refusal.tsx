/** A company the e-invoice calls refuse as a whole (not trading in ringgit: 422 `not_malaysian`), in the server's words. */
export function Refusal({ message }: { message: string }) {
  return (
    <section className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" role="alert" data-testid="einvoice-refused">
      <p className="mx-auto max-w-md font-semibold text-slate-900" data-testid="einvoice-refused-message">
        {message}
      </p>
    </section>
  );
}
