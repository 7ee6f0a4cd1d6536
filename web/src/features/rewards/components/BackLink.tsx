import { LinkButton } from '@/components/LinkButton';

/** The way back to the points home (or where the screen was opened from). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <LinkButton variant="ghost" className="-ml-4" to={to} data-testid="rewards-back">
      <span aria-hidden="true">←</span>
      {children}
    </LinkButton>
  );
}
