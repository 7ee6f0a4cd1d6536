import type { ReactNode } from 'react';
import { PageTitle } from '@/components/PageTitle';

/** A centred message page (404, 500, offline, no access, locked). */
export function StatusPage({ title, message, code, children, testId }: { title: string; message?: ReactNode; code?: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center" data-testid={testId}>
      {code && <p className="mb-2 text-5xl font-black text-primary/30" aria-hidden="true">{code}</p>}
      <PageTitle>{title}</PageTitle>
      {message && <p className="-mt-2 mb-6 text-slate-600">{message}</p>}
      {children}
    </div>
  );
}
