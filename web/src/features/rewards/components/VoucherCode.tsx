import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * A voucher code to type at checkout, big and in monospace, with a Copy button; without a clipboard
 * the code is selected instead so the agent can copy it by hand. `small` for lists.
 */
export function VoucherCode({ code, small = false }: { code: string; small?: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const ref = useRef<HTMLElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      const el = ref.current;
      const selection = window.getSelection?.();
      if (el && selection) selection.selectAllChildren(el);
      setState('manual');
    }
  };

  return (
    <div className={small ? 'min-w-0' : 'min-w-0 text-center'}>
      <div className={`flex max-w-full items-center gap-2 ${small ? '' : 'flex-col sm:flex-row sm:justify-center'}`}>
        <code
          ref={ref}
          className={`max-w-full rounded-lg border-2 border-dashed border-primary/40 bg-primary/5 font-mono font-bold break-all text-slate-900 select-all ${small ? 'px-2 py-0.5 text-sm' : 'px-4 py-2 text-2xl tracking-wider sm:text-3xl'}`}
          data-testid="voucher-code"
        >
          {code}
        </code>
        <Button variant={small ? 'ghost' : 'secondary'} className={small ? 'min-h-9 shrink-0 px-2 text-xs' : 'shrink-0'} onClick={() => void copy()} aria-label={t('rewards.voucher.copyLabel', { code })} data-testid="voucher-copy">
          {state === 'copied' ? t('rewards.voucher.copied') : t('rewards.voucher.copy')}
        </Button>
      </div>
      <p role="status" className="mt-1 text-xs text-slate-600" data-testid="voucher-copy-status">
        {state === 'copied' ? t('rewards.voucher.copiedText') : state === 'manual' ? t('rewards.voucher.manual') : ''}
      </p>
    </div>
  );
}
