import { useCompany } from '@/lib/company';
import { initials } from '@/lib/format';

/** The company's logo, or its initials on the primary colour. */
export function CompanyLogo({ size = 40, showName = false, className = '' }: { size?: number; showName?: boolean; className?: string }) {
  const company = useCompany();
  return (
    <span className={`inline-flex items-center gap-2 ${className}`} data-testid="company-logo">
      {company.logo_url ? (
        <img src={company.logo_url} alt={company.name} style={{ height: size }} className="w-auto max-w-40 object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex items-center justify-center rounded-lg bg-primary font-bold text-white"
          style={{ width: size, height: size, fontSize: size * 0.4 }}
        >
          {initials(company.name)}
        </span>
      )}
      {(showName || !company.logo_url) && <span className="truncate font-semibold text-slate-900" data-testid="company-name">{company.name}</span>}
    </span>
  );
}
