import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCompany } from '@/lib/company';

/** Public pages: centred content; the company's login image (if any) beside it on wide screens. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const company = useCompany();
  return (
    <div className="flex min-h-dvh bg-slate-50">
      {company.login_image_url && (
        <div className="hidden flex-1 bg-cover bg-center lg:block" style={{ backgroundImage: `url(${JSON.stringify(company.login_image_url)})` }} aria-hidden="true" />
      )}
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        {children ?? <Outlet />}
      </main>
      <div className="pointer-events-none fixed inset-x-0 top-0 h-1 bg-primary" data-testid="brand-bar" aria-hidden="true" />
    </div>
  );
}
