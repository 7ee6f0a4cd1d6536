import type { ReactNode } from 'react';
import { CompanyLogo } from '@/components/CompanyLogo';
import { PageTitle } from '@/components/PageTitle';

/** The card public auth pages sit in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="mb-6 flex justify-center">
        <CompanyLogo size={48} />
      </div>
      <PageTitle subtitle={intro}>{title}</PageTitle>
      {children}
    </div>
  );
}
