import type { ComponentProps } from 'react';
import { buttonClass, type ButtonVariant } from './buttonClass';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, className = '', disabled, children, ...rest }: ButtonProps) {
  return (
    <button type="button" {...rest} disabled={disabled || busy} aria-busy={busy || undefined} className={buttonClass(variant, className)}>
      {busy && <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />}
      {children}
    </button>
  );
}
