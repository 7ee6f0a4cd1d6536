import { initials } from '@/lib/format';

const SIZES = { sm: 'h-9 w-9 text-sm', lg: 'h-16 w-16 text-xl' } as const;
const PIXELS = { sm: 36, lg: 64 } as const;

/** The store's logo, or its initials on the accent colour when it has none. Decorative: the name is beside it. */
export function StoreLogo({ name, logoUrl, size = 'sm' }: { name: string; logoUrl: string | null; size?: keyof typeof SIZES }) {
  if (logoUrl) {
    return <img src={logoUrl} alt="" width={PIXELS[size]} height={PIXELS[size]} className={`${SIZES[size]} shrink-0 rounded-full bg-white object-cover ring-1 ring-slate-200`} data-testid="store-logo" />;
  }
  return (
    <span aria-hidden="true" className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white`} data-testid="store-initials">
      {initials(name)}
    </span>
  );
}
