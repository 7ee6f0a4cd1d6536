import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { FullPageSpinner } from '@/components/Spinner';
import { swrFetcher } from '@/lib/api';
import { CompanyContext, CompanyUpdateContext, FALLBACK_COMPANY, applyTheme, loadCompany, readInjectedCompany } from '@/lib/company';
import { applyDefaultLanguage } from '@/lib/i18n';
import type { CompanyPublic } from '@/lib/types';

function themed(company: CompanyPublic): CompanyPublic {
  applyTheme(company);
  applyDefaultLanguage(company.language);
  return company;
}

/** Loads the company (injected JSON, else GET /api/attribute/data-company) and wears its theme. */
export function CompanyProvider({ children }: { children: ReactNode }) {
  const [company, setCompany] = useState<CompanyPublic | null>(() => {
    const injected = readInjectedCompany();
    return injected ? themed(injected) : null;
  });

  useEffect(() => {
    if (company) return;
    let cancelled = false;
    loadCompany()
      .catch(() => FALLBACK_COMPANY)
      .then((c) => {
        if (!cancelled) setCompany(themed(c));
      });
    return () => {
      cancelled = true;
    };
  }, [company]);

  const update = useCallback((patch: Partial<CompanyPublic>) => {
    setCompany((current) => {
      const next = { ...(current ?? FALLBACK_COMPANY), ...patch };
      applyTheme(next);
      return next;
    });
  }, []);

  if (!company) return <FullPageSpinner />;
  return (
    <CompanyUpdateContext.Provider value={update}>
      <CompanyContext.Provider value={company}>{children}</CompanyContext.Provider>
    </CompanyUpdateContext.Provider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CompanyProvider>
      <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>{children}</SWRConfig>
    </CompanyProvider>
  );
}
