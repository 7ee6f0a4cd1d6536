/**
 * Terms and conditions as written in setup: each entry its own block, its line breaks and spacing
 * kept, in a box of limited height that scrolls (and takes the keyboard focus so it can be scrolled
 * without a pointer).
 */
export function TermsText({ terms, label, testId = 'terms' }: { terms: readonly string[]; label: string; testId?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-h-64 overflow-y-auto overscroll-contain rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      data-testid={testId}
    >
      <div className="divide-y divide-slate-200">
        {terms.map((text, i) => (
          <p key={i} className="py-2 break-words whitespace-pre-wrap first:pt-0 last:pb-0" data-testid={`${testId}-entry`}>
            {text}
          </p>
        ))}
      </div>
    </div>
  );
}
