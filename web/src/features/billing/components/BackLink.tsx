import { LinkButton } from '@/components/LinkButton';

/** The way back to the screen above. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <LinkButton variant="ghost" className="-ml-4 print:hidden" to={to} data-testid="billing-back">
      <span aria-hidden="true">←</span>
      {children}
    </LinkButton>
  );
}
