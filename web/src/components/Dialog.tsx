import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal dialog built on <dialog> (focus trapping and Esc handled by the browser). */
export function Dialog({
  open,
  title,
  children,
  onClose,
  testId,
  role = 'dialog',
  footer,
  wide = false,
}: {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onClose?: () => void;
  testId?: string;
  role?: 'dialog' | 'alertdialog';
  footer?: ReactNode;
  /** A form dialog: wider, left-aligned, scrolls inside on small screens. */
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        if (!onClose) e.preventDefault();
        else onClose();
      }}
      className={
        wide
          ? 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-4 text-left shadow-xl backdrop:bg-slate-900/50 sm:p-6'
          : 'm-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl backdrop:bg-slate-900/50'
      }
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {children && <div className={wide ? 'mt-4 text-sm text-slate-700' : 'mt-2 text-sm text-slate-600'}>{children}</div>}
          {footer && <div className={`mt-5 flex gap-2 ${wide ? 'justify-end' : 'justify-center'}`}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}
