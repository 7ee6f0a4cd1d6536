import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'manual';

/** The voucher code in monospace with a copy button; without a clipboard the code is selected instead. */
export function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const textRef = useRef<HTMLElement>(null);

  const onCopy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      const el = textRef.current;
      const selection = window.getSelection?.();
      if (el && selection) selection.selectAllChildren(el);
      setState('manual');
    }
  };

  return (
    <span className="inline-flex max-w-full flex-col items-start">
      <span className="inline-flex max-w-full items-center gap-1">
        <code ref={textRef} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm font-semibold whitespace-nowrap text-slate-900 select-all" data-testid="voucher-code">
          {code}
        </code>
        <button
          type="button"
          onClick={() => void onCopy()}
          aria-label={t('vouchers.copy.label', { code })}
          className="inline-flex min-h-9 shrink-0 items-center rounded-md px-2 text-xs font-semibold text-primary hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          data-testid="voucher-copy"
        >
          {t('vouchers.copy.button')}
        </button>
      </span>
      <span role="status" className="text-xs text-slate-600" data-testid="voucher-copy-status">
        {state === 'copied' ? t('vouchers.copy.copied', { code }) : state === 'manual' ? t('vouchers.copy.manual') : ''}
      </span>
    </span>
  );
}
