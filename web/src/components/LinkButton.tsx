import type { ComponentProps } from 'react';
import { Link } from 'react-router';

const LOOKS = {
  primary: 'bg-primary text-white hover:brightness-110',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50',
  ghost: 'bg-transparent text-primary hover:bg-primary/10',
} as const;

/** A router link that looks like a Button. */
export function LinkButton({ variant = 'secondary', className = '', ...rest }: ComponentProps<typeof Link> & { variant?: keyof typeof LOOKS }) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${LOOKS[variant]} ${className}`}
      {...rest}
    />
  );
}
