import { LinkButton } from '@/components/LinkButton';

/** The way back to where the screen was opened from (not printed). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <LinkButton variant="ghost" className="-ml-4 mb-1 print:hidden" to={to} data-testid="commission-back">
      {children}
    </LinkButton>
  );
}
