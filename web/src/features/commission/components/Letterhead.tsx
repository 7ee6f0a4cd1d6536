import type { ReactNode } from 'react';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';

/** A printed document's head: the company's logo and name (the signed-in user's company), and the document's own lines on the right. */
export function Letterhead({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const host = useCompany();
  const company = user.company ?? host;
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4" data-testid="letterhead">
      <div className="flex min-w-0 items-center gap-3" data-testid="letterhead-company">
        {company.logo_url && <img src={company.logo_url} alt="" className="h-14 w-14 shrink-0 object-contain" data-testid="letterhead-logo" />}
        <p className="min-w-0 text-base font-bold break-words" data-testid="letterhead-name">
          {company.name}
        </p>
      </div>
      <div className="min-w-0 text-left text-xs leading-snug sm:text-right">{children}</div>
    </header>
  );
}
