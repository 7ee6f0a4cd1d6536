import { useEffect, type ReactNode } from 'react';
import { setPageTitle, useCompany } from '@/lib/company';

/** The page's heading; also sets the document title "<title> · <company>". */
export function PageTitle({ children, subtitle, actions }: { children: string; subtitle?: ReactNode; actions?: ReactNode }) {
  const company = useCompany();
  useEffect(() => {
    setPageTitle(children, company);
  }, [children, company]);
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-2 sm:mb-6">
      <div>
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl" data-testid="page-title">
          {children}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}
