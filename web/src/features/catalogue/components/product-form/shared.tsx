import { FormMessage } from '@/components/FieldError';

/** Server messages about a list as a whole (quantityRanges, options, …), under its section. */
export function SectionErrors({ messages, testId }: { messages?: string[]; testId?: string }) {
  if (!messages?.length) return null;
  return (
    <FormMessage testId={testId}>
      {messages.map((m, i) => (
        <span key={i} className="block">
          {m}
        </span>
      ))}
    </FormMessage>
  );
}

/** inputMode and autocomplete for money and measures, typed as text so a string is kept as typed. */
export const decimalInput = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
export const wholeInput = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;
